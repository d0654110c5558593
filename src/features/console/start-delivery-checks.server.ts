import "server-only";
/**
 * Runs the scheduled delivery checks in this process: every DELIVERY_CHECK_POLL_MS (5 minutes
 * by default; the first look one interval after start) each site's check is tried, and the node
 * that claims a site's slot sends it (delivery-check.ts). The timer is unref'd, runs never
 * overlap, and it stops when the database closes. DELIVERY_CHECKS=0 leaves the checks to other
 * nodes.
 */
import { getSiteConfigs } from "@/config/registry.server";
import { onDatabaseClose } from "@/data/db";
import { getDatabase } from "@/data/db.server";
import { siteMailInfo } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { createMailTransport } from "@/lib/mail";
import { processShared } from "@/lib/process-shared";
import { runSiteCheck } from "./delivery-check";
import { testLeads } from "./health-services.server";

type Runner = { timer: ReturnType<typeof setInterval> | null; running: Promise<void> | null };

const runner = processShared("delivery-checks", (): Runner => ({ timer: null, running: null }));

/** One look at every site's check; a site's failure is logged and the others still run. */
export async function runDeliveryChecks(): Promise<void> {
  const db = await getDatabase();
  const settings = env();
  const mail = createMailTransport({ smtpUrl: settings.SMTP_URL, dataDir: settings.dataDir });
  try {
    for (const config of getSiteConfigs()) {
      try {
        const site = await getCurrentSite(config.slug);
        const from = siteMailInfo(config, { mailFrom: settings.MAIL_FROM, port: settings.PORT });
        const run = await runSiteCheck({
          db,
          now: () => new Date(),
          scope: site.scope,
          config,
          testLeads,
          waitMs: 60_000,
          pollMs: 2_000,
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
          log: (message) => console.warn(message),
          mailOwners: (to, subject, text) =>
            mail.send({
              from: from.from,
              to,
              subject,
              text,
              messageId: `<${crypto.randomUUID()}.delivery-alert@${config.slug}.console.forecourt>`,
            }),
        });
        if (run.claimed)
          console.info(
            `[delivery-check] ${config.slug}: ${run.reference} ${run.outcome.state}, ${run.alerts.length} alert(s)`,
          );
      } catch (error) {
        console.error(`[delivery-check] ${config.slug}: check failed:`, error);
      }
    }
  } finally {
    mail.close();
  }
}

function tick(): void {
  if (runner.running) return;
  runner.running = runDeliveryChecks().finally(() => {
    runner.running = null;
  });
}

export async function startDeliveryChecks(): Promise<void> {
  const settings = env();
  if (runner.timer || settings.DELIVERY_CHECKS === "0") return;
  const db = await getDatabase();
  const timer = setInterval(tick, settings.DELIVERY_CHECK_POLL_MS);
  timer.unref();
  runner.timer = timer;
  onDatabaseClose(db, async () => {
    clearInterval(timer);
    if (runner.timer === timer) runner.timer = null;
  });
}
