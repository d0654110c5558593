/**
 * The leads inbox: the filter as a plain GET form (works without JavaScript; the address can be
 * shared), the CSV of the same filter, and one table page of 50 leads, newest first.
 */
import { consoleDateTime } from "@/domain/console/console-time";
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATES } from "@/domain/console/follow-up";
import { DELIVERY_LABELS, formLabel } from "@/domain/console/form-labels";
import { INBOX_PAGE_SIZE, inboxHref } from "@/domain/console/inbox-filter";
import { DELIVERY_STATUSES, LEAD_KINDS } from "@/domain/leads/lead";
import type { InboxPage } from "./console-leads";
import { buttonClass, linkClass } from "./console-shell";
import { InputField, SelectField } from "./labelled-field";
import { Pager } from "./pager";

const entries = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));

export function InboxView({ inbox }: { inbox: InboxPage }) {
  const { filter, rows, total, page, pages } = inbox;
  const first = total === 0 ? 0 : (page - 1) * INBOX_PAGE_SIZE + 1;
  const last = (page - 1) * INBOX_PAGE_SIZE + rows.length;
  const { page: _, ...withoutPage } = filter;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Leads</h1>
      <form method="get" action="/admin/leads" className="mb-4">
        <fieldset className="rounded border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold">Find leads</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <InputField
              id="filter-q"
              name="q"
              type="search"
              label="Name, email, phone or reference"
              value={filter.q}
              className="sm:col-span-2"
            />
            <SelectField
              id="filter-form"
              name="form"
              label="Form"
              value={filter.form ?? ""}
              empty="Any"
              options={LEAD_KINDS.map((kind) => ({ value: kind, label: formLabel(kind) }))}
            />
            <SelectField
              id="filter-location"
              name="location"
              label="Location"
              value={filter.location ?? ""}
              empty="Any"
              options={inbox.locations.map((l) => ({ value: l.slug, label: l.name }))}
            />
            <SelectField
              id="filter-delivery"
              name="delivery"
              label="Delivery"
              value={filter.delivery ?? ""}
              empty="Any"
              options={entries(DELIVERY_STATUSES, DELIVERY_LABELS)}
            />
            <SelectField
              id="filter-followUp"
              name="followUp"
              label="Follow-up"
              value={filter.followUp ?? ""}
              empty="Any"
              options={entries(FOLLOW_UP_STATES, FOLLOW_UP_LABELS)}
            />
            <SelectField
              id="filter-test"
              name="test"
              label="Test leads"
              value={filter.test ?? ""}
              empty="Hidden"
              options={[
                { value: "include", label: "Shown with the others" },
                { value: "only", label: "Only test leads" },
              ]}
            />
            <InputField
              id="filter-from"
              name="from"
              type="date"
              label="Received from"
              value={filter.from}
            />
            <InputField
              id="filter-to"
              name="to"
              type="date"
              label="Received to"
              value={filter.to}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass}>
              Show leads
            </button>
            <a href="/admin/leads" className={linkClass}>
              Clear filters
            </a>
            <a href={inboxHref("/admin/leads.csv", withoutPage)} className={linkClass}>
              Export CSV ({total} lead{total === 1 ? "" : "s"})
            </a>
          </div>
        </fieldset>
      </form>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="p-2 text-left font-medium">
            {total === 0
              ? "No leads match these filters."
              : `Leads ${first}–${last} of ${total}, newest first`}
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              {[
                "Received",
                "Name",
                "Form",
                "Location",
                "Car",
                "Delivery",
                "Follow-up",
                "Reference",
              ].map((heading) => (
                <th key={heading} scope="col" className="p-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className="p-2 whitespace-nowrap">
                  <time dateTime={row.createdAt.toISOString()}>
                    {consoleDateTime(row.createdAt, inbox.timeZone)}
                  </time>
                </td>
                <th scope="row" className="p-2 font-normal">
                  <a href={`/admin/leads/${row.id}`} className={linkClass}>
                    {row.name || row.email}
                  </a>
                  {row.isTest && <strong className="ml-2 text-xs uppercase">Test</strong>}
                  {!row.seenAt && <strong className="ml-2 text-xs uppercase">Unseen</strong>}
                </th>
                <td className="p-2">{formLabel(row.kind)}</td>
                <td className="p-2">{row.location ?? "—"}</td>
                <td className="p-2">{row.car ?? "—"}</td>
                <td className="p-2">{DELIVERY_LABELS[row.deliveryStatus]}</td>
                <td className="p-2">{FOLLOW_UP_LABELS[row.followUpState]}</td>
                <td className="p-2 font-mono">{row.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pages}
        href={(n) => inboxHref("/admin/leads", { ...filter, page: n })}
      />
    </>
  );
}
