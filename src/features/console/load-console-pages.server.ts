import "server-only";
import { headers } from "next/headers";
/**
 * What each console page reads: the signed-in member (anyone else goes to the sign-in page) and
 * the page's data for that member. A lead or a page the member may not see is a 404.
 */
import { notFound, redirect } from "next/navigation";
import { leadToAdf } from "@/domain/leads/adf";
import { siteMailInfo } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import {
  SIGN_IN_ERRORS,
  SIGN_IN_NOTICES,
  type SignInErrorCode,
  type SignInNotice,
} from "./console-copy";
import { loadHome } from "./console-home";
import { loadAudit, loadInbox, openLead } from "./console-leads";
import { consoleContext } from "./console-services.server";
import { currentStaff, requireStaff } from "./current-staff.server";
import { loadDeliveryHealth } from "./delivery-health";
import { healthDeps } from "./health-services.server";
import type { LeadPageNotice } from "./lead-page";
import { checkLink } from "./staff-sign-in";
import { loadStockHealth } from "./stock-health";
import { stockDeps } from "./stock-services.server";

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (typeof value === "string") params.set(key, value);
  return params;
}

export async function loadHomePage(slug: string) {
  const { site, member, context } = await requireStaff(slug);
  const home = await loadHome(healthDeps(site, context), member);
  if (!home) notFound();
  const stock = await loadStockHealth(stockDeps(site, context));
  return { siteName: site.config.name, member, home: { ...home, stock } };
}

export async function loadDeliveryPage(slug: string, query: Query) {
  const { site, member, context } = await requireStaff(slug);
  const health = await loadDeliveryHealth(healthDeps(site, context), member);
  if (!health) notFound();
  const sent = one(query.sent);
  return {
    siteName: site.config.name,
    member,
    health,
    notice: sent && /^[A-Z0-9-]{1,40}$/i.test(sent) ? { sent } : null,
  };
}

export async function loadSignInPage(slug: string, query: Query) {
  if (await currentStaff(slug)) redirect("/admin/leads");
  const site = await getCurrentSite(slug);
  const notice = one(query.notice);
  const error = one(query.error);
  return {
    siteName: site.config.name,
    notice: notice && notice in SIGN_IN_NOTICES ? (notice as SignInNotice) : null,
    error: error && error in SIGN_IN_ERRORS ? (error as SignInErrorCode) : null,
  };
}

export async function loadLinkPage(slug: string, query: Query) {
  const site = await getCurrentSite(slug);
  const token = one(query.token);
  const context = await consoleContext(site, await headers());
  const state = await checkLink(context.staffDeps, token);
  return { siteName: site.config.name, token, state };
}

export async function loadInboxPage(slug: string, query: Query) {
  const { site, member, context } = await requireStaff(slug);
  const inbox = await loadInbox(context.consoleDeps, member, toSearchParams(query));
  if (!inbox) notFound();
  return { siteName: site.config.name, member, inbox };
}

const LEAD_NOTICES: Record<string, LeadPageNotice> = {
  retried: "retried",
  "follow-up": "follow-up",
};

export async function loadLeadPage(slug: string, id: string, query: Query) {
  const { site, member, context } = await requireStaff(slug);
  const found = await openLead(context.consoleDeps, member, id);
  if (!found) notFound();
  const settings = env();
  const mail = siteMailInfo(site.config, { mailFrom: settings.MAIL_FROM, port: settings.PORT });
  const done = one(query.done);
  return {
    siteName: site.config.name,
    member,
    found,
    timeZone: found.timeZone,
    adf: leadToAdf(found.lead, { siteName: mail.name, siteUrl: mail.url }),
    notice:
      one(query.error) === "state"
        ? ("state-missing" as const)
        : (done && LEAD_NOTICES[done]) || null,
  };
}

export async function loadAuditPage(slug: string) {
  const { site, member, context } = await requireStaff(slug);
  const audit = await loadAudit(context.consoleDeps, member);
  if (!audit) notFound();
  return { siteName: site.config.name, member, ...audit };
}
