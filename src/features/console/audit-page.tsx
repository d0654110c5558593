/** The audit log page: every staff action on the site, newest first, for owners. */
import type { AuditEntry } from "@/data/console/audit";
import { consoleDateTime } from "@/domain/console/console-time";
import { FOLLOW_UP_LABELS, type FollowUpState } from "@/domain/console/follow-up";
import { linkClass } from "./console-shell";

const ACTIONS: Record<AuditEntry["action"], string> = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "retry-delivery": "Retried delivery",
  "change-follow-up": "Changed follow-up",
  "hide-car": "Hid a car",
  "show-car": "Showed a car",
  "upload-feed": "Applied a feed file",
  "send-test-lead": "Sent a test lead",
};

export function AuditView({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Audit log</h1>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="p-2 text-left font-medium">
          Staff actions on this site, newest first ({entries.length} shown)
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col" className="p-2">
              Time
            </th>
            <th scope="col" className="p-2">
              Who
            </th>
            <th scope="col" className="p-2">
              Action
            </th>
            <th scope="col" className="p-2">
              Lead
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are listed in a fixed order
            <tr key={index} className="border-b border-slate-200">
              <th scope="row" className="p-2 font-normal">
                <time dateTime={entry.at.toISOString()}>{consoleDateTime(entry.at, timeZone)}</time>
              </th>
              <td className="p-2">{entry.email}</td>
              <td className="p-2">
                {ACTIONS[entry.action]}
                {entry.detail.state
                  ? ` to ${FOLLOW_UP_LABELS[entry.detail.state as FollowUpState] ?? entry.detail.state}`
                  : ""}
              </td>
              <td className="p-2">
                {entry.leadId ? (
                  <a href={`/admin/leads/${entry.leadId}`} className={linkClass}>
                    Open lead
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
