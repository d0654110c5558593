/**
 * The health of each place a site's leads are delivered to: a dealer email (its recipients, as
 * one outbox row sends to them together) or a webhook. Attempts of the last 7 days give the
 * success rate, the last success and the last failure with its answer; the last hour's attempts
 * feed the 'target down' alert. A target that is no longer configured but was tried in the
 * window is still listed, after the configured ones.
 */

export type TargetChannel = "dealer-email" | "webhook";
export type DeliveryTarget =
  | { channel: "dealer-email"; to: readonly string[] }
  | { channel: "webhook"; url: string };

export type Attempt = { ok: boolean; answer: string; at: Date };

export type TargetHealth = {
  key: string;
  label: string;
  channel: TargetChannel;
  configured: boolean;
  attempts: number;
  succeeded: number;
  /** Whole percent of attempts that succeeded; null without attempts. */
  successRate: number | null;
  lastSuccess: Date | null;
  lastFailure: { at: Date; answer: string } | null;
  lastHour: Attempt[];
};

export const HEALTH_WINDOW_DAYS = 7;
const HOUR_MS = 3_600_000;

/** One key per target: the channel and its recipients (sorted, lower case) or url. */
export function targetKey(target: DeliveryTarget): string {
  return target.channel === "webhook"
    ? `webhook ${target.url}`
    : `email ${[...target.to]
        .map((a) => a.toLowerCase())
        .sort()
        .join(",")}`;
}

export function targetLabel(target: DeliveryTarget): string {
  if (target.channel === "webhook") return `Webhook ${target.url}`;
  return target.to.length > 0
    ? `Email to ${target.to.join(", ")}`
    : "Email to the site's contact address";
}

/** The distinct targets, in first-seen order. */
export function distinctTargets(targets: readonly DeliveryTarget[]): DeliveryTarget[] {
  const seen = new Map<string, DeliveryTarget>();
  for (const target of targets)
    if (!seen.has(targetKey(target))) seen.set(targetKey(target), target);
  return [...seen.values()];
}

export function targetHealth(
  configured: readonly DeliveryTarget[],
  attempts: readonly (Attempt & { target: DeliveryTarget })[],
  now: Date,
): TargetHealth[] {
  const health = new Map<string, TargetHealth>();
  const add = (target: DeliveryTarget, isConfigured: boolean) => {
    const key = targetKey(target);
    if (!health.has(key))
      health.set(key, {
        key,
        label: targetLabel(target),
        channel: target.channel,
        configured: isConfigured,
        attempts: 0,
        succeeded: 0,
        successRate: null,
        lastSuccess: null,
        lastFailure: null,
        lastHour: [],
      });
    return health.get(key) as TargetHealth;
  };
  for (const target of configured) add(target, true);
  const hourAgo = now.getTime() - HOUR_MS;
  const ordered = [...attempts].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { target, ...attempt } of ordered) {
    const entry = add(target, false);
    entry.attempts += 1;
    if (attempt.ok) {
      entry.succeeded += 1;
      entry.lastSuccess = attempt.at;
    } else entry.lastFailure = { at: attempt.at, answer: attempt.answer };
    if (attempt.at.getTime() >= hourAgo) entry.lastHour.push(attempt);
  }
  for (const entry of health.values())
    entry.successRate =
      entry.attempts > 0 ? Math.round((entry.succeeded / entry.attempts) * 100) : null;
  return [...health.values()].sort((a, b) => Number(b.configured) - Number(a.configured));
}

export type DeliveryRowState = {
  target: DeliveryTarget;
  status: string;
  attempts: number;
  lastError: string | null;
};

export type CheckOutcome = {
  state: "delivered" | "failed" | "pending";
  failures: { label: string; answer: string }[];
};

/**
 * Where a check's test lead stands: delivered when every dealer row was sent; failed when a row
 * has been tried and its last try failed (retries may still be coming, but a check reports its
 * first answer); pending while a row has not been tried yet.
 */
export function checkOutcome(rows: readonly DeliveryRowState[]): CheckOutcome {
  const failures = rows
    .filter((row) => row.status !== "sent" && row.attempts > 0 && row.lastError !== null)
    .map((row) => ({ label: targetLabel(row.target), answer: row.lastError ?? "" }));
  if (failures.length > 0) return { state: "failed", failures };
  if (rows.length > 0 && rows.every((row) => row.status === "sent"))
    return { state: "delivered", failures: [] };
  return { state: "pending", failures: [] };
}
