/**
 * The console's stock services: the stock page (every car of the site the member sees, with its
 * state on the website, and the site's recent feed imports) and hiding or showing a car. Every
 * role reads stock; only owners and managers hide or show (domain/console/staff.ts). A car the
 * member does not see, or a change the role may not make, is "not found". A change is told to
 * every node's search index and caches at once, so the car leaves or rejoins search and its page
 * without a restart.
 */

import { siteTimeZone } from "@/data/console/console-leads";
import {
  findConsoleCar,
  listConsoleStock,
  type StockRow,
  type StockViewer,
  setCarHidden,
} from "@/data/console/console-stock";
import type { Database } from "@/data/db";
import { listStockImports, type StoredStockImport } from "@/data/stock/stock-imports";
import { type ConsoleAction, mayDo, type StaffMember, stockScope } from "@/domain/console/staff";
import { parseStockFilter, STOCK_PAGE_SIZE, type StockFilter } from "@/domain/console/stock-filter";
import { type StockState, stockState, wholeDaysSince } from "@/domain/stock/freshness";

export type StockDeps = {
  db: Database;
  now: Date;
  site: {
    slug: string;
    dealershipIds: readonly number[];
    /** Dealership slugs of the site config, in its order (what a feed names). */
    dealerships: readonly string[];
    maxUnconfirmedDays: number;
  };
  /** Tells every node's search index and page caches that the site's stock changed. */
  stockChanged: () => Promise<void>;
};

export type StockCarView = StockRow & { daysInStock: number; state: StockState };

export type StockPage = {
  filter: StockFilter;
  cars: StockCarView[];
  total: number;
  page: number;
  pages: number;
  imports: StoredStockImport[];
  timeZone: string;
  mayChange: boolean;
};

/** Feed imports shown under the stock list, newest first. */
const RECENT_IMPORTS = 10;

function viewerFor(deps: StockDeps, member: StaffMember, action: ConsoleAction) {
  if (!mayDo(member, action)) return null;
  return { site: deps.site, scope: stockScope(member) } satisfies StockViewer;
}

export function stockCarView(row: StockRow, deps: Pick<StockDeps, "now" | "site">): StockCarView {
  return {
    ...row,
    daysInStock: wholeDaysSince(row.createdAt, deps.now),
    state: stockState(row, deps.now, deps.site.maxUnconfirmedDays),
  };
}

export async function loadStock(
  deps: StockDeps,
  member: StaffMember,
  query: URLSearchParams,
): Promise<StockPage | null> {
  const viewer = viewerFor(deps, member, "read-stock");
  if (!viewer) return null;
  const filter = parseStockFilter(query);
  const page = filter.page ?? 1;
  const [{ rows, total }, imports, timeZone] = await Promise.all([
    listConsoleStock(
      deps.db,
      viewer,
      { q: filter.q ?? null, sort: filter.sort ?? "newest" },
      { limit: STOCK_PAGE_SIZE, offset: (page - 1) * STOCK_PAGE_SIZE },
    ),
    listStockImports(deps.db, deps.site.slug, { limit: RECENT_IMPORTS }),
    siteTimeZone(deps.db, deps.site.dealershipIds),
  ]);
  return {
    filter,
    cars: rows.map((row) => stockCarView(row, deps)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE)),
    imports,
    timeZone,
    mayChange: mayDo(member, "change-stock"),
  };
}

const carId = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : Number.NaN);

/**
 * Hides (or shows) a car on the website for the member. False when the member may not change
 * stock or does not see the car; true when it is now as asked (already so: nothing written).
 */
export async function changeCarVisibility(
  deps: StockDeps,
  member: StaffMember,
  id: string,
  hidden: boolean,
): Promise<boolean> {
  const viewer = viewerFor(deps, member, "change-stock");
  if (!viewer) return false;
  const car = await findConsoleCar(deps.db, viewer, carId(id));
  if (!car) return false;
  const changed = await setCarHidden(deps.db, viewer, car.id, {
    hidden,
    email: member.email,
    now: deps.now,
  });
  if (changed) await deps.stockChanged();
  return true;
}
