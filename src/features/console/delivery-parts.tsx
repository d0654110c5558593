/**
 * Parts the home and the delivery page share: the targets' health table, a check's outcome in
 * words, and today's alerts.
 */
import type { AlertRecord } from "@/data/console/delivery-health";
import { consoleDateTime } from "@/domain/console/console-time";
import type { CheckOutcome, TargetHealth } from "@/domain/console/delivery-targets";
import { linkClass } from "./console-shell";
import type { CheckView } from "./delivery-health";

function When({ at, timeZone }: { at: Date; timeZone: string }) {
  return <time dateTime={at.toISOString()}>{consoleDateTime(at, timeZone)}</time>;
}

export function outcomeText(outcome: CheckOutcome | null): string {
  if (!outcome) return "No test lead recorded";
  if (outcome.state === "delivered") return "Delivered to every target";
  if (outcome.state === "pending") return "Waiting for delivery";
  return `Failed: ${outcome.failures.map((f) => `${f.label} (${f.answer})`).join("; ")}`;
}

export function TargetsTable({
  targets,
  timeZone,
  caption,
}: {
  targets: readonly TargetHealth[];
  timeZone: string;
  caption: string;
}) {
  if (targets.length === 0)
    return <p>This site has no delivery target: leads have nowhere to go.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="p-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-400">
            {["Target", "Success rate", "Attempts", "Last success", "Last failure"].map((h) => (
              <th key={h} scope="col" className="p-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {targets.map((target) => (
            <tr key={target.key} className="border-b border-slate-200">
              <th scope="row" className="p-2 font-normal break-all">
                {target.label}
                {!target.configured && <span className="ml-1 text-xs">(no longer configured)</span>}
              </th>
              <td className="p-2">
                {target.successRate === null ? "No attempts" : `${target.successRate}%`}
              </td>
              <td className="p-2">{target.attempts}</td>
              <td className="p-2">
                {target.lastSuccess ? <When at={target.lastSuccess} timeZone={timeZone} /> : "—"}
              </td>
              <td className="p-2">
                {target.lastFailure ? (
                  <>
                    <When at={target.lastFailure.at} timeZone={timeZone} />:{" "}
                    {target.lastFailure.answer}
                  </>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CheckLine({ check, timeZone }: { check: CheckView; timeZone: string }) {
  return (
    <>
      {check.kind === "scheduled"
        ? "Scheduled check"
        : `Test lead sent by ${check.email ?? "staff"}`}{" "}
      <When at={check.at} timeZone={timeZone} />
      {check.lead && (
        <>
          {" "}
          (
          <a href={`/admin/leads/${check.lead.id}`} className={linkClass}>
            {check.lead.reference}
          </a>
          )
        </>
      )}
      : {outcomeText(check.outcome)}
    </>
  );
}

export function AlertsList({
  alerts,
  timeZone,
}: {
  alerts: readonly AlertRecord[];
  timeZone: string;
}) {
  if (alerts.length === 0) return <p>No delivery alerts today.</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {alerts.map((alert) => (
        <li key={`${alert.kind} ${alert.subject} ${alert.at.toISOString()}`}>
          <When at={alert.at} timeZone={timeZone} />: {alert.message}
        </li>
      ))}
    </ul>
  );
}
