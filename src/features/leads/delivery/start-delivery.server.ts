import "server-only";
/**
 * Starts this node's lead delivery worker at server start (instrumentation), once per process:
 * mail over SMTP_URL or into {DATA_DIR}/mail, webhooks signed with the secret each site's config
 * names, retries per LEAD_RETRY_* (ADR 0010). LEAD_DELIVERY_WORKER=0 leaves sending to other nodes.
 */
import { getSiteConfigs } from "@/config/registry.server";
import { getDatabase } from "@/data/db.server";
import { DEFAULT_RETRY_POLICY } from "@/domain/leads/backoff";
import { env, envSecret } from "@/lib/env";
import { createMailTransport } from "@/lib/mail";
import { processShared } from "@/lib/process-shared";
import { createDeliveryWorker, type DeliveryWorker } from "./delivery-worker";
import { siteMailInfo } from "./site-mail-info";
import { onLeadStored } from "./wake";

const holder = processShared("lead-worker", (): { worker: DeliveryWorker | null } => ({
  worker: null,
}));

export async function startLeadDelivery(): Promise<void> {
  const settings = env();
  if (holder.worker || settings.LEAD_DELIVERY_WORKER === "0") return;
  const db = await getDatabase();
  const sites = new Map(
    getSiteConfigs().map((c) => [
      c.slug,
      siteMailInfo(c, { mailFrom: settings.MAIL_FROM, port: settings.PORT }),
    ]),
  );
  const mail = createMailTransport({ smtpUrl: settings.SMTP_URL, dataDir: settings.dataDir });
  const worker = createDeliveryWorker(
    {
      db,
      mail,
      fetch,
      secret: envSecret,
      site: (slug) => sites.get(slug),
      policy: {
        ...DEFAULT_RETRY_POLICY,
        baseMs: settings.LEAD_RETRY_BASE_MS,
        maxAttempts: settings.LEAD_RETRY_MAX_ATTEMPTS,
      },
      webhookTimeoutMs: 15_000,
      random: Math.random,
      now: () => new Date(),
    },
    {
      pollMs: settings.LEAD_DELIVERY_POLL_MS,
      leaseMs: settings.LEAD_DELIVERY_LEASE_MS,
      batchSize: 20,
      concurrency: 5,
      log: (message) => console.warn(message),
    },
  );
  holder.worker = worker;
  onLeadStored(() => worker.wake());
  worker.start();
  console.log(`Lead delivery: email by ${mail.describe}`);
}
