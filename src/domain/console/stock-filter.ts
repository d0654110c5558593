/**
 * The console stock page's address <-> filter, as plain query parameters of a GET form: `q`
 * (stock number, make or model, 100 characters at most), `sort` (newest first, the default, or
 * longest in stock first) and `page` (50 cars a page). An invalid value is dropped, never an
 * error page.
 */
import { z } from "zod";

export const STOCK_PAGE_SIZE = 50;
export const STOCK_SORT_LABELS = {
  newest: "Newest first",
  longest: "Longest in stock first",
} as const;
export type StockSortKey = keyof typeof STOCK_SORT_LABELS;

const FIELDS = {
  q: z
    .string()
    .transform((text) => text.trim().replace(/\s+/g, " ").slice(0, 100))
    .pipe(z.string().min(1)),
  sort: z.enum(Object.keys(STOCK_SORT_LABELS) as [StockSortKey, ...StockSortKey[]]),
  page: z.coerce.number().int().min(1).max(10_000),
} as const;

export type StockFilter = { q?: string; sort?: StockSortKey; page?: number };
const KEYS = Object.keys(FIELDS) as (keyof typeof FIELDS)[];

export function parseStockFilter(query: URLSearchParams): StockFilter {
  const filter: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = FIELDS[key].safeParse(query.get(key) ?? undefined);
    if (parsed.success) filter[key] = parsed.data;
  }
  return filter as StockFilter;
}

/** The stock page's address for a filter: keys in a fixed order, defaults left out. */
export function stockHref(filter: StockFilter): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.sort && filter.sort !== "newest") query.set("sort", filter.sort);
  if (filter.page && filter.page > 1) query.set("page", String(filter.page));
  const text = query.toString();
  return text ? `/admin/stock?${text}` : "/admin/stock";
}
