/**
 * One lead in the console: everything the shopper sent, the car with a link to its page, the
 * pages they visited, each delivery and each attempt with Retry, the follow-up state with notes
 * and its history, and the ADF document the dealer's systems were sent.
 */
import type { ConsoleLead } from "@/data/console/console-leads";
import { consoleDateTime } from "@/domain/console/console-time";
import { FOLLOW_UP_LABELS, FOLLOW_UP_NOTE_MAX, FOLLOW_UP_STATES } from "@/domain/console/follow-up";
import { DELIVERY_LABELS, formLabel } from "@/domain/console/form-labels";
import { CONTACT_PREFERENCE_LABELS, fullName } from "@/domain/leads/lead";
import { carLine } from "@/domain/leads/lead-summary";
import { buttonClass, fieldClass, linkClass } from "./console-shell";

export type LeadPageNotice = "retried" | "follow-up" | "state-missing" | null;

const NOTICES: Record<Exclude<LeadPageNotice, null>, string> = {
  retried: "The lead is queued to be sent to the dealer again.",
  "follow-up": "Follow-up saved.",
  "state-missing": "Choose a follow-up state.",
};

type Field = [label: string, value: string | number | boolean | null | undefined];

function text(value: Field[1]): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="whitespace-pre-wrap break-words">{text(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function sentFields(found: ConsoleLead, timeZone: string): Field[] {
  const { lead } = found;
  const c = lead.contact;
  const fields: Field[] = [
    ["First name", c.name],
    ["Last name", c.last_name],
    ["Email", c.email],
    ["Phone", c.phone],
    ["Postcode", c.postcode],
    ["Contact by", CONTACT_PREFERENCE_LABELS[c.contact_preference]],
    ["Comments", lead.comments],
    ["Category", [lead.category, lead.subcategory].filter(Boolean).join(" / ")],
    ["Location", lead.place.location?.name ?? lead.place.dealership?.name ?? null],
    ["Marketing opt-in", lead.opt_in],
  ];
  if (lead.appointment_at)
    fields.push(["Appointment", consoleDateTime(lead.appointment_at, timeZone)]);
  if (lead.trade_in) {
    const t = lead.trade_in;
    fields.push(
      ["Trade-in car", `${t.year} ${t.make} ${t.model}${t.variant ? ` ${t.variant}` : ""}`],
      ["Trade-in km", t.km],
      ["Trade-in rego", [t.rego, t.rego_state].filter(Boolean).join(" ")],
      ["Online estimate", t.estimate ? `$${t.estimate.low} – $${t.estimate.high}` : null],
    );
  }
  if (lead.finance) {
    const f = lead.finance;
    fields.push(
      ["Finance amount", f.amount],
      ["Deposit", f.deposit],
      ["Term (years)", f.term_years],
      ["Employment", f.employment],
    );
  }
  if (lead.reserve)
    fields.push(["Deposit", lead.reserve.deposit], ["Payment", lead.reserve.payment]);
  for (const [key, value] of Object.entries(lead.extra)) fields.push([key, value]);
  for (const [key, value] of Object.entries(lead.payload.userData.adjustmentAnswers))
    fields.push([key, value]);
  for (const [key, value] of Object.entries(found.miscellaneous))
    fields.push([key, typeof value === "string" ? value : JSON.stringify(value)]);
  fields.push(["Sent from", lead.payload.url], ["Browser", lead.payload.user_agent]);
  return fields;
}

const th = "p-2 text-left";
const td = "p-2 align-top";

export function LeadView({
  found,
  timeZone,
  adf,
  notice,
}: {
  found: ConsoleLead & { timeZone?: string };
  timeZone: string;
  adf: string;
  notice: LeadPageNotice;
}) {
  const { lead } = found;
  const when = (date: Date) => (
    <time dateTime={date.toISOString()}>{consoleDateTime(date, timeZone)}</time>
  );
  const visited = lead.payload.lead_attributes.visited_pages;
  const retryable = found.deliveries.some((d) => d.channel !== "receipt");
  return (
    <>
      <p className="mb-2">
        <a href="/admin/leads" className={linkClass}>
          Back to leads
        </a>
      </p>
      <h1 className="text-2xl font-bold">{fullName(lead.contact) || lead.contact.email}</h1>
      {lead.is_test && (
        <p className="my-2 rounded border border-amber-700 bg-amber-50 p-2 font-medium">
          This is a test lead: it was sent to check that leads reach the dealership and is not
          counted as a lead.
        </p>
      )}
      <p className="mb-4">
        {formLabel(lead.kind)} · received {when(lead.created_at)} · reference{" "}
        <span className="font-mono">{lead.reference}</span>
        {found.seenAt && (
          <>
            {" "}
            · first seen {when(found.seenAt)} by {found.seenBy}
          </>
        )}
      </p>
      {notice && (
        <p
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the outcome of the form just sent is read first, without JavaScript too.
          autoFocus
          className="mb-4 rounded border border-green-800 bg-green-50 p-3"
        >
          {NOTICES[notice]}
        </p>
      )}

      <section
        aria-labelledby="sent-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="sent-heading" className="mb-3 text-xl font-semibold">
          What the shopper sent
        </h2>
        <FieldList fields={sentFields(found, timeZone)} />
      </section>

      <section
        aria-labelledby="car-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="car-heading" className="mb-3 text-xl font-semibold">
          Car
        </h2>
        {lead.car ? (
          <p>
            {carLine(lead.car)}{" "}
            <a href={`/cars/${lead.car.slug}`} className={linkClass}>
              Open the car's page
            </a>
          </p>
        ) : (
          <p>This lead is not about one car.</p>
        )}
      </section>

      <section
        aria-labelledby="visited-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="visited-heading" className="mb-3 text-xl font-semibold">
          Pages visited before sending
        </h2>
        {visited.length > 0 ? (
          <ol className="list-decimal pl-6">
            {visited.map((page, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page may be visited twice; the order is the key
              <li key={index} className="break-all">
                {page}
              </li>
            ))}
          </ol>
        ) : (
          <p>No visited pages were recorded.</p>
        )}
      </section>

      <section
        aria-labelledby="delivery-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="delivery-heading" className="mb-3 text-xl font-semibold">
          Delivery: {DELIVERY_LABELS[lead.delivery_status]}
        </h2>
        <table className="mb-4 w-full border-collapse text-sm">
          <caption className="p-2 text-left font-medium">Each delivery of this lead</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className={th}>
                Channel
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Tries
              </th>
              <th scope="col" className={th}>
                Sent
              </th>
              <th scope="col" className={th}>
                Last error
              </th>
            </tr>
          </thead>
          <tbody>
            {found.deliveries.map((d) => (
              <tr key={d.id} className="border-b border-slate-200">
                <th scope="row" className={`${td} font-normal`}>
                  {d.channel}
                  {d.event === "lead.offer_accepted" ? " (offer accepted)" : ""}
                </th>
                <td className={td}>{d.status}</td>
                <td className={td}>{d.attempts}</td>
                <td className={td}>{d.sentAt ? when(d.sentAt) : "—"}</td>
                <td className={`${td} break-all`}>{d.lastError ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="mb-4 w-full border-collapse text-sm">
          <caption className="p-2 text-left font-medium">Delivery attempts, newest first</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className={th}>
                Time
              </th>
              <th scope="col" className={th}>
                Channel
              </th>
              <th scope="col" className={th}>
                Try
              </th>
              <th scope="col" className={th}>
                Answer
              </th>
            </tr>
          </thead>
          <tbody>
            {found.attempts.length === 0 ? (
              <tr>
                <td colSpan={4} className={td}>
                  No attempts recorded yet.
                </td>
              </tr>
            ) : (
              found.attempts.map((a, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: attempts are listed in a fixed order
                <tr key={index} className="border-b border-slate-200">
                  <th scope="row" className={`${td} font-normal`}>
                    {when(a.at)}
                  </th>
                  <td className={td}>{a.channel}</td>
                  <td className={td}>{a.attempt}</td>
                  <td className={`${td} break-all`}>
                    {a.ok ? "Sent: " : "Failed: "}
                    {a.answer}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        {retryable && (
          <form method="post" action={`/admin/leads/${lead.id}/retry`}>
            <button type="submit" className={buttonClass}>
              Retry delivery
            </button>
          </form>
        )}
      </section>

      <section
        aria-labelledby="follow-up-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="follow-up-heading" className="mb-3 text-xl font-semibold">
          Follow-up: {FOLLOW_UP_LABELS[found.followUpState]}
        </h2>
        <form
          method="post"
          action={`/admin/leads/${lead.id}/follow-up`}
          className="mb-4 flex max-w-xl flex-col gap-3"
        >
          <label htmlFor="follow-up-state" className="font-medium">
            State
          </label>
          <select
            id="follow-up-state"
            name="state"
            defaultValue={found.followUpState}
            className={fieldClass}
          >
            {FOLLOW_UP_STATES.map((state) => (
              <option key={state} value={state}>
                {FOLLOW_UP_LABELS[state]}
              </option>
            ))}
          </select>
          <label htmlFor="follow-up-note" className="font-medium">
            Notes
          </label>
          <textarea
            id="follow-up-note"
            name="note"
            rows={3}
            maxLength={FOLLOW_UP_NOTE_MAX}
            className={fieldClass}
          />
          <div>
            <button type="submit" className={buttonClass}>
              Save follow-up
            </button>
          </div>
        </form>
        <table className="w-full border-collapse text-sm">
          <caption className="p-2 text-left font-medium">Follow-up history, newest first</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className={th}>
                Time
              </th>
              <th scope="col" className={th}>
                State
              </th>
              <th scope="col" className={th}>
                Notes
              </th>
              <th scope="col" className={th}>
                Changed by
              </th>
            </tr>
          </thead>
          <tbody>
            {found.followUps.length === 0 ? (
              <tr>
                <td colSpan={4} className={td}>
                  No changes yet: the lead is new.
                </td>
              </tr>
            ) : (
              found.followUps.map((f, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is listed in a fixed order
                <tr key={index} className="border-b border-slate-200">
                  <th scope="row" className={`${td} font-normal`}>
                    {when(f.changedAt)}
                  </th>
                  <td className={td}>{FOLLOW_UP_LABELS[f.state]}</td>
                  <td className={`${td} whitespace-pre-wrap`}>{f.note || "—"}</td>
                  <td className={td}>{f.changedBy}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>

      <section
        aria-labelledby="adf-heading"
        className="mb-6 rounded border border-slate-300 bg-white p-4"
      >
        <h2 id="adf-heading" className="mb-3 text-xl font-semibold">
          ADF as sent
        </h2>
        <details>
          <summary className={`cursor-pointer ${linkClass}`}>
            Show the ADF XML sent to the dealer
          </summary>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-100 p-3 text-xs">{adf}</pre>
        </details>
      </section>
    </>
  );
}
