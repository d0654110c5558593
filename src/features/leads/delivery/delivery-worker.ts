/**
 * The in-process lead delivery worker: it claims due outbox rows, sends them a
 * few at a time and records each outcome; when nothing is due it sleeps for the poll interval or
 * until a new lead wakes it. Database errors (a restart, a failover) only pause it. Every app
 * node may run one: the claim's row locks keep them from sending the same row twice at once.
 */
import { claimDueDeliveries, completeDelivery } from "@/data/leads/outbox";
import { type DeliveryDeps, deliverClaim } from "./deliver";

export type WorkerOptions = {
  pollMs: number;
  /** How long a claimed row is reserved for its sender; a dead sender's rows come back after. */
  leaseMs: number;
  batchSize: number;
  concurrency: number;
  log: (message: string) => void;
};

export type DeliveryWorker = {
  start(): void;
  /** Ends the loop after the rows in hand are recorded. */
  stop(): Promise<void>;
  /** Looks for due rows now (a lead was just stored). */
  wake(): void;
  /** One claim-and-send round; the number of rows handled. */
  runOnce(): Promise<number>;
};

async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

export function createDeliveryWorker(deps: DeliveryDeps, options: WorkerOptions): DeliveryWorker {
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  async function runOnce(): Promise<number> {
    const claims = await claimDueDeliveries(deps.db, {
      limit: options.batchSize,
      leaseMs: options.leaseMs,
    });
    await inPool(claims, options.concurrency, async (claim) => {
      const outcome = await deliverClaim(deps, claim);
      if (!outcome.ok) {
        const next = outcome.retryAt
          ? `retry at ${outcome.retryAt.toISOString()}`
          : "FAILED for good";
        options.log(
          `[leads] ${claim.channel} of lead ${claim.leadId} attempt ${claim.attempts}: ${outcome.error}; ${next}`,
        );
      }
      await completeDelivery(deps.db, claim, outcome);
    });
    return claims.length;
  }

  async function run() {
    let pause = options.pollMs;
    while (running) {
      try {
        const handled = await runOnce();
        pause = options.pollMs;
        if (handled === options.batchSize) continue;
      } catch (error) {
        // The database is away: wait longer each time, up to 30 s, and carry on.
        pause = Math.min(pause * 2, 30_000);
        options.log(
          `[leads] delivery paused: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (running) await sleep(pause);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    runOnce,
  };
}
