/**
 * The console's warning about stale feeds: a dealership of the site with no stock feed import
 * for more than a day (or never) may soon have its cars hidden as unconfirmed. A loader and a
 * small server component, so any console page can show it; nothing is drawn when all is well.
 */
import { siteDealerships } from "@/data/console/console-stock";
import type { Database } from "@/data/db";
import { lastImportByDealership } from "@/data/stock/stock-imports";
import { consoleDateTime } from "@/domain/console/console-time";
import { dealershipsWithoutRecentFeed } from "@/domain/stock/freshness";
import { linkClass } from "./console-shell";

export type StockHealth = {
  /** Dealerships without a feed import in the last day, with their last one (null: never). */
  stale: { name: string; lastImport: Date | null }[];
  maxUnconfirmedDays: number;
};

export async function loadStockHealth(deps: {
  db: Database;
  now: Date;
  site: { slug: string; dealershipIds: readonly number[]; maxUnconfirmedDays: number };
}): Promise<StockHealth> {
  const [dealerships, last] = await Promise.all([
    siteDealerships(deps.db, deps.site.dealershipIds),
    lastImportByDealership(deps.db, deps.site.slug),
  ]);
  const names = new Map(dealerships.map((d) => [d.slug, d.name]));
  const stale = dealershipsWithoutRecentFeed(
    dealerships.map((d) => d.slug),
    last,
    deps.now,
  ).map(({ slug, lastImport }) => ({ name: names.get(slug) ?? slug, lastImport }));
  return { stale, maxUnconfirmedDays: deps.site.maxUnconfirmedDays };
}

/** The dealerships without a recent feed and what follows; nothing when there are none. */
export function StockHealthList({ health, timeZone }: { health: StockHealth; timeZone: string }) {
  if (health.stale.length === 0) return null;
  return (
    <>
      <ul className="mt-2 list-disc pl-6">
        {health.stale.map((dealer) => (
          <li key={dealer.name}>
            {dealer.name}:{" "}
            {dealer.lastImport
              ? `last feed import ${consoleDateTime(dealer.lastImport, timeZone)}`
              : "no feed import yet"}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Cars a feed has not confirmed for {health.maxUnconfirmedDays} days leave the website.{" "}
        <a href="/admin/stock" className={linkClass}>
          See the stock
        </a>
      </p>
    </>
  );
}

export const STOCK_HEALTH_TITLE = "No stock feed for more than a day";

export function StockHealthWarning({
  health,
  timeZone,
}: {
  health: StockHealth;
  timeZone: string;
}) {
  if (health.stale.length === 0) return null;
  return (
    <section
      aria-labelledby="stock-health-heading"
      className="mb-6 rounded border border-amber-700 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="stock-health-heading" className="font-semibold">
        {STOCK_HEALTH_TITLE}
      </h2>
      <StockHealthList health={health} timeZone={timeZone} />
    </section>
  );
}
