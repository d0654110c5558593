/**
 * When the site's owners are alerted about lead delivery. Three kinds, each about a subject:
 * - `check-failed`: a scheduled delivery check (a test lead) did not reach one of its targets;
 *   it is about the site (subject ''), so checks more often than daily alert once a day.
 * - `target-down`: every attempt at one delivery target in the last hour failed (at least one
 *   attempt); the subject is the target's key.
 * - `no-leads`: no real lead has arrived for `noLeadAlertDays` days (test leads do not count);
 *   a site that has never had a lead is measured from when its checks began.
 * An alert of one kind and subject is sent at most once a local day: `unsent` drops those
 * already sent since the day began.
 */

export const ALERT_KINDS = ["check-failed", "target-down", "no-leads"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type Alert = { kind: AlertKind; subject: string; message: string };

export type TargetAttempts = {
  key: string;
  label: string;
  /** Attempts at this target in the last hour, oldest first. */
  lastHour: readonly { ok: boolean; answer: string }[];
};

export type AlertFacts = {
  now: Date;
  /** The check just made: its lead reference and the targets that failed with their answers. */
  check: { reference: string; failures: readonly { label: string; answer: string }[] } | null;
  targets: readonly TargetAttempts[];
  /** When the newest real lead arrived; null when there has never been one. */
  lastLeadAt: Date | null;
  /** Where to count from when there has never been a lead (the site's first check). */
  countFrom: Date;
  noLeadAlertDays: number;
};

const DAY_MS = 86_400_000;

export function alertsDue(facts: AlertFacts): Alert[] {
  const alerts: Alert[] = [];
  if (facts.check && facts.check.failures.length > 0) {
    const lines = facts.check.failures.map((f) => `${f.label}: ${f.answer}`);
    alerts.push({
      kind: "check-failed",
      subject: "",
      message: `The delivery check's test lead ${facts.check.reference} did not get through.\n${lines.join("\n")}`,
    });
  }
  for (const target of facts.targets) {
    const last = target.lastHour[target.lastHour.length - 1];
    if (!last || target.lastHour.some((attempt) => attempt.ok)) continue;
    alerts.push({
      kind: "target-down",
      subject: target.key,
      message: `Every attempt to deliver leads to ${target.label} in the last hour failed (${target.lastHour.length}). The last answer: ${last.answer}`,
    });
  }
  if (facts.noLeadAlertDays > 0) {
    const since = facts.lastLeadAt ?? facts.countFrom;
    const days = Math.floor((facts.now.getTime() - since.getTime()) / DAY_MS);
    if (days >= facts.noLeadAlertDays) {
      alerts.push({
        kind: "no-leads",
        subject: "",
        message: facts.lastLeadAt
          ? `No lead has arrived for ${days} days (the last on ${facts.lastLeadAt.toISOString().slice(0, 10)}).`
          : `No lead has arrived in the ${days} days since the delivery checks began.`,
      });
    }
  }
  return alerts;
}

/** The alerts not yet sent today: `sent` holds the kind and subject of those sent since the day began. */
export function unsent(
  alerts: readonly Alert[],
  sent: readonly { kind: string; subject: string }[],
): Alert[] {
  const seen = new Set(sent.map((s) => `${s.kind}\u0000${s.subject}`));
  return alerts.filter((a) => !seen.has(`${a.kind}\u0000${a.subject}`));
}
