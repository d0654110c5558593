/**
 * The refinements in force, each a link that removes it, and Clear All (back to the default
 * search, scrolled to the top). Links, so they work without JavaScript too. The empty
 * state's button keeps its own words, 'Clear Filters'.
 */

import type { SiteConfig } from "@/config/site-config.schema";
import type { CarType } from "@/domain/car/car";
import { formatKm } from "@/domain/format/km";
import { formatMetres } from "@/domain/format/length";
import { formatCount, formatPrice } from "@/domain/format/price";
import {
  facetValueLabel,
  isRangeKey,
  isTermKey,
  type RefinementKey,
} from "@/domain/search/facet-table";
import type { SearchState } from "@/domain/search/search-state-normalize";
import type { NumericRange, Refinements } from "@/domain/search/search-types";
import { SEARCH_DEFAULT_HREF } from "./empty-state-action";

export type StateHref = (state: SearchState) => string;

const RANGE_TEXT: Record<string, (value: number) => string> = {
  price: formatPrice,
  km: formatKm,
  year: String,
  subscription_price: formatPrice,
  sleeps: (berths) => `Sleeps ${berths}`,
  length: formatMetres,
  atm: (kg) => `${formatCount(kg)} kg ATM`,
};

function rangeText(key: string, range: NumericRange): string {
  const show = RANGE_TEXT[key] ?? String;
  if (range.min !== null && range.max !== null) return `${show(range.min)} – ${show(range.max)}`;
  return range.min !== null ? `${show(range.min)}+` : `Up to ${show(range.max!)}`;
}

function without(refinements: Refinements, key: RefinementKey, value?: string): Refinements {
  const next: Record<string, unknown> = { ...refinements };
  const current = next[key];
  if (value !== undefined && Array.isArray(current)) next[key] = current.filter((v) => v !== value);
  else delete next[key];
  return next as Refinements;
}

export function ActiveFilters({
  state,
  href,
  config,
}: {
  state: SearchState;
  href: StateHref;
  config: SiteConfig;
}) {
  const chips: { key: string; text: string; target: string }[] = [];
  if (state.query !== "") {
    chips.push({
      key: "query",
      text: `“${state.query}”`,
      target: href({ ...state, query: "", page: 1 }),
    });
  }
  for (const [key, value] of Object.entries(state.refinements) as [RefinementKey, unknown][]) {
    if (isTermKey(key) && Array.isArray(value)) {
      for (const v of value as string[]) {
        const text =
          key === "car_type" ? (config.labels[v as CarType] ?? v) : facetValueLabel(key, v);
        chips.push({
          key: `${key}=${v}`,
          text,
          target: href({ ...state, page: 1, refinements: without(state.refinements, key, v) }),
        });
      }
    } else if (isRangeKey(key) && value) {
      chips.push({
        key,
        text: rangeText(key, value as NumericRange),
        target: href({ ...state, page: 1, refinements: without(state.refinements, key) }),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Filters in use</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={chip.target}
              data-search-nav=""
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-surface px-3 text-sm font-medium ring-1 ring-black/10 hover:ring-brand"
            >
              {chip.text}
              <span aria-hidden="true">×</span>
              <span className="sr-only">(remove filter)</span>
            </a>
          </li>
        ))}
      </ul>
      <a
        href={SEARCH_DEFAULT_HREF}
        data-search-nav=""
        data-scroll="top"
        className="min-h-9 px-2 text-sm font-semibold text-brand underline underline-offset-4"
      >
        Clear All
      </a>
    </div>
  );
}
