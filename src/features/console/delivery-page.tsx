/**
 * /admin/delivery: where the site's leads go and whether they get there. Each target's last 7
 * days, the recent checks with their outcome, today's alerts, and 'Send a test lead' for owners
 * and managers (a plain form post; its outcome takes focus when the page comes back).
 */
import { consoleDateTime } from "@/domain/console/console-time";
import { buttonClass } from "./console-shell";
import type { DeliveryHealthPage } from "./delivery-health";
import { AlertsList, CheckLine, TargetsTable } from "./delivery-parts";

export type DeliveryNotice = { sent: string } | null;

export function DeliveryView({
  health,
  notice,
}: {
  health: DeliveryHealthPage;
  notice: DeliveryNotice;
}) {
  const { timeZone } = health;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Lead delivery</h1>
      {notice && (
        <p
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the outcome of the form just sent is read first, without JavaScript too.
          autoFocus
          className="mb-4 rounded border border-green-800 bg-green-50 p-3"
        >
          Test lead {notice.sent} sent. Its delivery attempts appear below and on its lead page as
          soon as they are made.
        </p>
      )}
      <section aria-labelledby="targets-heading" className="mb-6">
        <h2 id="targets-heading" className="mb-2 text-xl font-semibold">
          Delivery targets
        </h2>
        <TargetsTable
          targets={health.targets}
          timeZone={timeZone}
          caption="Where leads are delivered, with the last 7 days of attempts"
        />
      </section>
      <section aria-labelledby="check-heading" className="mb-6">
        <h2 id="check-heading" className="mb-2 text-xl font-semibold">
          Checks
        </h2>
        <p className="mb-2">
          {health.nextCheckAt
            ? `The next scheduled check is due from ${consoleDateTime(health.nextCheckAt, timeZone)}.`
            : "Scheduled checks are switched off for this site."}
        </p>
        {health.checks.length === 0 ? (
          <p>No check has been made yet.</p>
        ) : (
          <ul className="mb-3 list-disc space-y-1 pl-6">
            {health.checks.map((check) => (
              <li key={check.id}>
                <CheckLine check={check} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
        {health.maySend && (
          <form method="post" action="/admin/delivery/test-lead">
            <button type="submit" className={buttonClass}>
              Send a test lead
            </button>
          </form>
        )}
      </section>
      <section aria-labelledby="alerts-heading">
        <h2 id="alerts-heading" className="mb-2 text-xl font-semibold">
          Today's alerts
        </h2>
        <AlertsList alerts={health.alerts} timeZone={timeZone} />
      </section>
    </>
  );
}
