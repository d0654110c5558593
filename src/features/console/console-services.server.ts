import "server-only";
/**
 * What one console request needs, built from the environment and the request: the database, the
 * site (its staff from the configuration), the mail path leads use (SMTP_URL, else files under
 * DATA_DIR/mail), the link limits in the shared rate-limit store, and whether it came over https.
 */
import { getDatabase } from "@/data/db.server";
import { rateLimitStore, siteMailInfo } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { createMailTransport } from "@/lib/mail";
import { clientAddress, type HeaderBag, requestHost } from "@/lib/origin";
import { checkRateLimits } from "@/lib/rate-limit";
import { cameOverHttps } from "@/server/forwarded-headers";
import type { ConsoleDeps } from "./console-leads";
import { linkRequestRules } from "./link-limits";
import type { StaffSignInDeps } from "./staff-sign-in";

export type ConsoleContext = {
  staffDeps: StaffSignInDeps;
  consoleDeps: ConsoleDeps;
  trustProxy: boolean;
  /** Whether the request came over https (the cookie is then Secure). */
  secure: boolean;
};

export async function consoleContext(
  site: CurrentSite,
  headers: HeaderBag,
): Promise<ConsoleContext> {
  const settings = env();
  const proto = headers.get("x-forwarded-proto") ?? undefined;
  const secure = cameOverHttps({ "x-forwarded-proto": proto }, settings.TRUST_PROXY, false);
  const host = requestHost(headers, settings.TRUST_PROXY) ?? `${site.config.slug}.localhost`;
  const db = await getDatabase();
  const now = new Date();
  const mailInfo = siteMailInfo(site.config, { mailFrom: settings.MAIL_FROM, port: settings.PORT });
  const staffDeps: StaffSignInDeps = {
    db,
    now,
    site: { slug: site.config.slug, name: site.config.name, staff: site.config.staff },
    linkUrl: (token) =>
      `${secure ? "https" : "http"}://${host}/admin/sign-in/link?token=${encodeURIComponent(token)}`,
    async sendMail(mail) {
      const transport = createMailTransport({
        smtpUrl: settings.SMTP_URL,
        dataDir: settings.dataDir,
      });
      try {
        await transport.send({
          from: mailInfo.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          messageId: `<${crypto.randomUUID()}.staff-link@${site.config.slug}.console.forecourt>`,
        });
      } finally {
        transport.close();
      }
    },
    admitLink: (email) =>
      checkRateLimits(
        rateLimitStore(),
        linkRequestRules(
          { email, siteSlug: site.config.slug, ip: clientAddress(headers, settings.TRUST_PROXY) },
          {
            perEmailHour: settings.STAFF_LINKS_PER_EMAIL_HOUR,
            perIpHour: settings.STAFF_LINKS_PER_IP_HOUR,
          },
        ),
      ),
  };
  return {
    staffDeps,
    consoleDeps: {
      db,
      now,
      site: { slug: site.config.slug, dealershipIds: site.scope.dealershipIds },
    },
    trustProxy: settings.TRUST_PROXY,
    secure,
  };
}
