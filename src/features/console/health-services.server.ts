import "server-only";
/** What the delivery-health services need on the server: the request's database and time, the site, and leads' test leads. */
import { sendTestLead, siteDeliveryTargets } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import type { ConsoleContext } from "./console-services.server";
import type { HealthDeps, TestLeads } from "./delivery-health";

export const testLeads: TestLeads = { send: sendTestLead, targets: siteDeliveryTargets };

export function healthDeps(site: CurrentSite, context: ConsoleContext): HealthDeps {
  return {
    db: context.consoleDeps.db,
    now: context.consoleDeps.now,
    scope: site.scope,
    config: site.config,
    testLeads,
  };
}
