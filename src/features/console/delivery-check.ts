/**
 * The scheduled delivery check of one site. Every app node runs it on a timer; the first node to
 * insert the site's row for the current slot (one a local day by default) sends the check, the
 * others find the row taken. The check is a test lead through the real path. On every run,
 * after the check's deliveries have answered (or the wait is over) when this node sent one, the
 * alert rules run: a target failing for an hour or days without a lead are noticed between
 * checks too. Each alert not yet recorded today is recorded (once, whichever node decides
 * first) and emailed to the site's owners through the lead mail path.
 */
import { siteTimeZone } from "@/data/console/console-leads";
import {
  alertsSince,
  attachCheckLead,
  claimCheck,
  dealerAttemptsSince,
  firstCheckAt,
  lastRealLeadAt,
  recordAlertOnce,
} from "@/data/console/delivery-health";
import { type Alert, alertsDue, unsent } from "@/domain/console/delivery-alerts";
import { checkSlot, localDayStart } from "@/domain/console/delivery-schedule";
import { type CheckOutcome, targetHealth } from "@/domain/console/delivery-targets";
import { type HealthDeps, leadOutcome, toDeliveryTarget } from "./delivery-health";

export type CheckRunDeps = Omit<HealthDeps, "now"> & {
  now: () => Date;
  /** Emails the site's owners; a failure is logged, the alert stays recorded. */
  mailOwners: (to: readonly string[], subject: string, text: string) => Promise<void>;
  /** How long to wait for the test lead's first answers, and how often to look. */
  waitMs: number;
  pollMs: number;
  sleep: (ms: number) => Promise<void>;
  log: (message: string) => void;
};

export type CheckRun =
  | { claimed: false; alerts: Alert[] }
  | { claimed: true; reference: string; outcome: CheckOutcome; alerts: Alert[] };

const HOUR_MS = 3_600_000;

async function waitForAnswers(deps: CheckRunDeps, leadId: string): Promise<CheckOutcome> {
  const until = deps.now().getTime() + deps.waitMs;
  let outcome = await leadOutcome(deps.db, leadId);
  while (outcome.state === "pending" && deps.now().getTime() < until) {
    await deps.sleep(deps.pollMs);
    outcome = await leadOutcome(deps.db, leadId);
  }
  return outcome;
}

/** The alerts the facts call for, then those not sent since the site's day began. */
async function newAlerts(
  deps: CheckRunDeps,
  check: { reference: string; outcome: CheckOutcome } | null,
  timeZone: string,
): Promise<Alert[]> {
  const now = deps.now();
  const [configured, attempts, lastLeadAt, firstCheck, sent] = await Promise.all([
    deps.testLeads.targets(deps.db, deps.scope, deps.config),
    dealerAttemptsSince(deps.db, deps.scope, new Date(now.getTime() - HOUR_MS)),
    lastRealLeadAt(deps.db, deps.scope),
    firstCheckAt(deps.db, deps.scope),
    alertsSince(deps.db, deps.scope, localDayStart(now, timeZone)),
  ]);
  const targets = targetHealth(
    configured,
    attempts.map((a) => ({ ...a, target: toDeliveryTarget(a.channel, a.target) })),
    now,
  );
  const due = alertsDue({
    now,
    check: check && { reference: check.reference, failures: check.outcome.failures },
    targets: targets.map((t) => ({ key: t.key, label: t.label, lastHour: t.lastHour })),
    lastLeadAt,
    countFrom: firstCheck ?? now,
    noLeadAlertDays: deps.config.forms.healthCheck.noLeadAlertDays,
  });
  return unsent(due, sent);
}

const SUBJECTS: Record<Alert["kind"], string> = {
  "check-failed": "Lead delivery check failed",
  "target-down": "Leads are not getting through",
  "no-leads": "No leads lately",
};

/** Records each alert once today and mails the owners those this call recorded. */
async function raise(deps: CheckRunDeps, alerts: readonly Alert[], timeZone: string) {
  const owners = deps.config.staff.filter((m) => m.role === "owner").map((m) => m.email);
  const raised: Alert[] = [];
  for (const alert of alerts) {
    const now = deps.now();
    const recorded = await recordAlertOnce(
      deps.db,
      deps.scope,
      { ...alert, at: now },
      localDayStart(now, timeZone),
    );
    if (!recorded) continue;
    raised.push(alert);
    if (owners.length === 0) continue;
    await deps
      .mailOwners(
        owners,
        `${SUBJECTS[alert.kind]} - ${deps.config.name}`,
        `${alert.message}\n\nSee /admin/delivery on ${deps.config.name}'s website.`,
      )
      .catch((error: unknown) =>
        deps.log(`[delivery-check] ${deps.scope.slug}: alert not mailed: ${String(error)}`),
      );
  }
  return raised;
}

export async function runSiteCheck(deps: CheckRunDeps): Promise<CheckRun> {
  const { healthCheck } = deps.config.forms;
  if (!healthCheck.enabled) return { claimed: false, alerts: [] };
  const timeZone = await siteTimeZone(deps.db, deps.scope.dealershipIds);
  const slot = checkSlot(deps.now(), timeZone, healthCheck.everyHours);
  const checkId = await claimCheck(deps.db, deps.scope, {
    kind: "scheduled",
    slot: slot.key,
    email: null,
    at: deps.now(),
  });
  if (checkId === null) {
    const alerts = await raise(deps, await newAlerts(deps, null, timeZone), timeZone);
    return { claimed: false, alerts };
  }
  const lead = await deps.testLeads.send(
    deps.db,
    deps.scope,
    deps.config,
    "Scheduled delivery check.",
  );
  await attachCheckLead(deps.db, checkId, lead.id);
  const outcome = await waitForAnswers(deps, lead.id);
  const check = { reference: lead.reference, outcome };
  const alerts = await raise(deps, await newAlerts(deps, check, timeZone), timeZone);
  return { claimed: true, reference: lead.reference, outcome, alerts };
}
