/**
 * Lead-delivery health for the console: each dealer target's last 7 days (success rate, last
 * success, last failure and its answer), the recent checks with their outcome, today's alerts,
 * and 'Send a test lead'. Every member reads it; only owners and managers send a test lead, which
 * is audited. The test lead goes through the same outbox as a real one (see leads' test-lead.ts).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { recordAudit } from "@/data/console/audit";
import { siteTimeZone } from "@/data/console/console-leads";
import {
  type AlertRecord,
  alertsSince,
  attachCheckLead,
  type CheckRecord,
  claimCheck,
  dealerAttemptsSince,
  leadDeliveries,
  recentChecks,
} from "@/data/console/delivery-health";
import type { Database } from "@/data/db";
import type { OutboxTarget } from "@/data/schema/leads";
import { checkSlot, localDayStart } from "@/domain/console/delivery-schedule";
import {
  type CheckOutcome,
  checkOutcome,
  type DeliveryTarget,
  HEALTH_WINDOW_DAYS,
  type TargetHealth,
  targetHealth,
} from "@/domain/console/delivery-targets";
import { mayDo, normaliseEmail, type StaffMember } from "@/domain/console/staff";
import type { SiteScope } from "@/domain/site/site-scope";

/** Leads' test-lead services, injected (they live behind leads' server entry). */
export type TestLeads = {
  send: (
    db: Database,
    scope: SiteScope,
    config: SiteConfig,
    why: string,
  ) => Promise<{ id: string; reference: string }>;
  targets: (db: Database, scope: SiteScope, config: SiteConfig) => Promise<DeliveryTarget[]>;
};

export type HealthDeps = {
  db: Database;
  now: Date;
  scope: SiteScope;
  config: SiteConfig;
  testLeads: TestLeads;
};

const DAY_MS = 86_400_000;

export function toDeliveryTarget(channel: string, target: OutboxTarget): DeliveryTarget {
  return channel === "webhook" && target.kind === "webhook"
    ? { channel: "webhook", url: target.url }
    : { channel: "dealer-email", to: target.kind === "email" ? target.to : [] };
}

/** Where one lead's dealer deliveries stand, as a check reports it. */
export async function leadOutcome(db: Database, leadId: string): Promise<CheckOutcome> {
  const rows = await leadDeliveries(db, leadId);
  return checkOutcome(
    rows.map((row) => ({ ...row, target: toDeliveryTarget(row.channel, row.target) })),
  );
}

export type CheckView = CheckRecord & { outcome: CheckOutcome | null };

/** The site's newest checks with the outcome of each one's test lead. */
export async function checksWithOutcome(
  db: Database,
  site: { slug: string },
  limit: number,
): Promise<CheckView[]> {
  const checks = await recentChecks(db, site, limit);
  return Promise.all(
    checks.map(async (check) => ({
      ...check,
      outcome: check.lead ? await leadOutcome(db, check.lead.id) : null,
    })),
  );
}

/** Each target's health over the window ending at `now`. */
export async function targetsHealth(deps: HealthDeps): Promise<TargetHealth[]> {
  const [configured, attempts] = await Promise.all([
    deps.testLeads.targets(deps.db, deps.scope, deps.config),
    dealerAttemptsSince(
      deps.db,
      deps.scope,
      new Date(deps.now.getTime() - HEALTH_WINDOW_DAYS * DAY_MS),
    ),
  ]);
  return targetHealth(
    configured,
    attempts.map((a) => ({ ...a, target: toDeliveryTarget(a.channel, a.target) })),
    deps.now,
  );
}

export type DeliveryHealthPage = {
  targets: TargetHealth[];
  checks: CheckView[];
  alerts: AlertRecord[];
  timeZone: string;
  nextCheckAt: Date | null;
  maySend: boolean;
};

export async function loadDeliveryHealth(
  deps: HealthDeps,
  member: StaffMember,
): Promise<DeliveryHealthPage | null> {
  if (!mayDo(member, "read-delivery")) return null;
  const timeZone = await siteTimeZone(deps.db, deps.scope.dealershipIds);
  const { healthCheck } = deps.config.forms;
  const [targets, checks, alerts] = await Promise.all([
    targetsHealth(deps),
    checksWithOutcome(deps.db, deps.scope, 10),
    alertsSince(deps.db, deps.scope, localDayStart(deps.now, timeZone)),
  ]);
  return {
    targets,
    checks,
    alerts,
    timeZone,
    nextCheckAt: healthCheck.enabled
      ? checkSlot(deps.now, timeZone, healthCheck.everyHours).nextAt
      : null,
    maySend: mayDo(member, "send-test-lead"),
  };
}

/** Sends a test lead for the member; null when their role may not. */
export async function requestTestLead(
  deps: HealthDeps,
  member: StaffMember,
): Promise<{ id: string; reference: string } | null> {
  if (!mayDo(member, "send-test-lead")) return null;
  const email = normaliseEmail(member.email);
  const checkId = await claimCheck(deps.db, deps.scope, {
    kind: "manual",
    slot: null,
    email,
    at: deps.now,
  });
  const lead = await deps.testLeads.send(deps.db, deps.scope, deps.config, `Sent by ${email}.`);
  if (checkId !== null) await attachCheckLead(deps.db, checkId, lead.id);
  await recordAudit(deps.db, deps.scope, {
    email,
    action: "send-test-lead",
    leadId: lead.id,
    detail: { reference: lead.reference },
    at: deps.now,
  });
  return lead;
}
