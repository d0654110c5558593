/**
 * The stock page: the feed warning, a plain GET form to find cars by stock number, make or
 * model, one table page of 50 cars (newest first, or longest in stock first) with each car's
 * state on the website and, for owners and managers, Hide / Show on website as form posts; then
 * the site's recent feed imports with their rejected rows.
 */
import { consoleDateTime } from "@/domain/console/console-time";
import { STOCK_PAGE_SIZE, STOCK_SORT_LABELS, stockHref } from "@/domain/console/stock-filter";
import { formatPrice } from "@/domain/format/price";
import { stockStateLabel } from "@/domain/stock/freshness";
import { buttonClass, linkClass } from "./console-shell";
import type { StockCarView, StockPage } from "./console-stock";
import { InputField, SelectField } from "./labelled-field";
import { Pager } from "./pager";
import { type StockHealth, StockHealthWarning } from "./stock-health";

const STATUS_LABELS = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" } as const;
const SOURCE_LABELS = {
  api: "Stock API",
  cli: "Command line",
  console: "Console upload",
  demo: "Demo",
} as const;

export type StockNotice = "hidden" | "shown" | "imported";
const NOTICES: Record<StockNotice, string> = {
  hidden: "The car is hidden from the website.",
  shown: "The car is back on the website.",
  imported: "The feed file was imported.",
};

function ColumnHeads({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-slate-400">
        {headings.map((heading) => (
          <th key={heading} scope="col" className="p-2">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function VisibilityForm({ car, back }: { car: StockCarView; back: string }) {
  const hidden = car.hiddenAt !== null;
  const label = hidden ? "Show on website" : "Hide";
  return (
    <form method="post" action={`/admin/stock/${car.id}/${hidden ? "show" : "hide"}`}>
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className={buttonClass}
        aria-label={`${label}: ${car.stocknum} ${car.name}`}
      >
        {label}
      </button>
    </form>
  );
}

export function StockView({
  stock,
  health,
  notice,
}: {
  stock: StockPage;
  health: StockHealth;
  notice: StockNotice | null;
}) {
  const { filter, cars, total, page, pages, timeZone } = stock;
  const first = total === 0 ? 0 : (page - 1) * STOCK_PAGE_SIZE + 1;
  const last = (page - 1) * STOCK_PAGE_SIZE + cars.length;
  const here = stockHref(filter);
  const headings = [
    "Stock number",
    "Car",
    "Status",
    "Price",
    "Photos",
    "Days in stock",
    "Views",
    "Enquiries",
    "Last confirmed by a feed",
    "On the website",
    ...(stock.mayChange ? ["Action"] : []),
  ];
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Stock</h1>
      {notice && (
        <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 p-3">
          {NOTICES[notice]}
        </p>
      )}
      <StockHealthWarning health={health} timeZone={timeZone} />
      {stock.mayChange && (
        <p className="mb-4">
          <a href="/admin/stock/upload" className={linkClass}>
            Upload a feed file
          </a>
        </p>
      )}
      <form method="get" action="/admin/stock" className="mb-4">
        <fieldset className="rounded border border-slate-300 bg-white p-4">
          <legend className="px-1 font-semibold">Find cars</legend>
          <div className="flex flex-wrap items-end gap-3">
            <InputField
              id="stock-q"
              name="q"
              type="search"
              label="Stock number, make or model"
              value={filter.q}
            />
            <SelectField
              id="stock-sort"
              name="sort"
              label="Order"
              value={filter.sort ?? "newest"}
              options={Object.entries(STOCK_SORT_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
            />
            <button type="submit" className={buttonClass}>
              Show cars
            </button>
            <a href="/admin/stock" className={linkClass}>
              Clear
            </a>
          </div>
        </fieldset>
      </form>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="p-2 text-left font-medium">
            {total === 0
              ? "No cars match."
              : `Cars ${first}–${last} of ${total}, ${STOCK_SORT_LABELS[filter.sort ?? "newest"].toLowerCase()}`}
          </caption>
          <ColumnHeads headings={headings} />
          <tbody>
            {cars.map((car) => (
              <tr key={car.id} className="border-b border-slate-200">
                <th scope="row" className="p-2 font-mono font-normal">
                  {car.stocknum}
                </th>
                <td className="p-2">
                  <a href={`/cars/${car.slug}`} className={linkClass}>
                    {car.name}
                  </a>
                  <span className="block text-xs text-slate-700">
                    {car.locationName ?? car.dealershipName}
                  </span>
                </td>
                <td className="p-2">{STATUS_LABELS[car.status]}</td>
                <td className="p-2 whitespace-nowrap">{formatPrice(car.price) || "—"}</td>
                <td className="p-2">{car.photosCount}</td>
                <td className="p-2">{car.daysInStock}</td>
                <td className="p-2">{car.views}</td>
                <td className="p-2">{car.enquiries}</td>
                <td className="p-2 whitespace-nowrap">
                  <time dateTime={car.feedConfirmedAt.toISOString()}>
                    {consoleDateTime(car.feedConfirmedAt, timeZone)}
                  </time>
                </td>
                <td className="p-2">
                  {car.state.kind === "on-website" ? (
                    stockStateLabel(car.state)
                  ) : (
                    <strong>{stockStateLabel(car.state)}</strong>
                  )}
                </td>
                {stock.mayChange && (
                  <td className="p-2">
                    <VisibilityForm car={car} back={here} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} href={(n) => stockHref({ ...filter, page: n })} />
      <StockImports stock={stock} />
    </>
  );
}

function StockImports({ stock }: { stock: StockPage }) {
  const { imports, timeZone } = stock;
  return (
    <section aria-labelledby="imports-heading" className="mt-8">
      <h2 id="imports-heading" className="mb-2 text-xl font-bold">
        Feed imports
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="p-2 text-left font-medium">
            {imports.length === 0
              ? "No feed imports yet."
              : `The last ${imports.length} feed import${imports.length === 1 ? "" : "s"}, newest first`}
          </caption>
          <ColumnHeads
            headings={[
              "Time",
              "Source",
              "File",
              "Who",
              "Added",
              "Changed",
              "Sold",
              "Rejected rows",
            ]}
          />
          <tbody>
            {imports.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="p-2 font-normal whitespace-nowrap">
                  <time dateTime={entry.at.toISOString()}>
                    {consoleDateTime(entry.at, timeZone)}
                  </time>
                </th>
                <td className="p-2">{SOURCE_LABELS[entry.source]}</td>
                <td className="p-2">{entry.fileName ?? "—"}</td>
                <td className="p-2">{entry.email ?? "—"}</td>
                <td className="p-2">{entry.added}</td>
                <td className="p-2">{entry.changed}</td>
                <td className="p-2">{entry.sold}</td>
                <td className="p-2">
                  {entry.rejected.length === 0 ? (
                    "None"
                  ) : (
                    <ul>
                      {entry.rejected.map((row) => (
                        <li key={`${row.row}-${row.field}-${row.message}`}>
                          Row {row.row}, {row.field}: {row.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
