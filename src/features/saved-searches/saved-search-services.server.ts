import "server-only";
/**
 * The saved-search service's dependencies for a request or a run: the database, the site and
 * its search, and the senders (mail over SMTP_URL or into DATA_DIR/mail, texts through the
 * SMS gateway or into DATA_DIR/sms).
 */
import { getDatabase } from "@/data/db.server";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { createMailTransport } from "@/lib/mail";
import { createSmsSender } from "@/lib/sms";
import type { AlertDeps } from "./alert-run";
import { matchAddress } from "./match-address.server";
import type { SavedSearchDeps } from "./saved-searches";

export async function savedSearchDeps(site: CurrentSite): Promise<SavedSearchDeps> {
  return {
    db: await getDatabase(),
    site: { slug: site.config.slug },
    now: new Date(),
    match: (address) => matchAddress(site, address),
  };
}

/** The sender of one alert run: email or text, as the channel says. */
export function alertSender(site: CurrentSite, host: string): AlertDeps["send"] {
  const settings = env();
  const from = settings.MAIL_FROM ?? `no-reply@${site.config.domains[0] ?? host}`;
  return async (channel, message, id) => {
    if (channel.kind === "sms") {
      const sms = createSmsSender({
        gatewayUrl: settings.SMS_GATEWAY_URL,
        gatewayKey: settings.SMS_GATEWAY_KEY,
        dataDir: settings.dataDir,
      });
      await sms.send({ to: channel.to, text: message.text });
      return;
    }
    const mail = createMailTransport({ smtpUrl: settings.SMTP_URL, dataDir: settings.dataDir });
    try {
      await mail.send({
        from: `"${site.config.name.replace(/"/g, "")}" <${from.replace(/^.*<|>$/g, "")}>`,
        to: [channel.to],
        subject: message.subject,
        text: message.text,
        messageId: `<saved-search-${id}-${Date.now()}@${host.replace(/:\d+$/, "")}>`,
      });
    } finally {
      mail.close();
    }
  };
}
