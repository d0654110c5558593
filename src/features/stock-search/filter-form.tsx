/**
 * The filter panel as one GET form (spec 1 §2): it works without JavaScript (submitting to the
 * default search path, which redirects to the canonical address), and with JavaScript every
 * change updates the results in place (search-shell.tsx). Controls elsewhere on the page (the
 * sort select) join it with form="search-form".
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { CarType } from "@/domain/car/car";
import type { TermKey } from "@/domain/search/facet-table";
import type { SliderBounds } from "@/domain/search/search-form";
import type { SearchState } from "@/domain/search/search-state-normalize";
import type { FacetItem, SearchResult } from "@/domain/search/search-types";
import { FacetFieldset } from "./facet-fieldset";
import { MakeFieldset, ModelFieldset } from "./make-fieldset";
import { KmFieldset, PriceFieldset, YearFieldset } from "./range-fieldsets";

export const SEARCH_FORM_ID = "search-form";
export const SEARCH_FORM_ACTION = "/search/new-used-and-demo-cars";

/** Lists shown after make, model and the ranges, in this order, when they offer a choice. */
const MORE_FACETS: readonly { key: TermKey; legend: string }[] = [
  { key: "body", legend: "Body type" },
  { key: "fuel", legend: "Fuel" },
  { key: "transmission", legend: "Transmission" },
  { key: "drive", legend: "Drive" },
  { key: "colour", legend: "Colour" },
  { key: "seats", legend: "Seats" },
  { key: "item_type", legend: "Item type" },
  { key: "location_name", legend: "Location" },
  { key: "dealership_name", legend: "Dealership" },
  { key: "state", legend: "State" },
  { key: "certified", legend: "Certified" },
];

export type FilterFormProps = {
  config: SiteConfig;
  state: SearchState;
  result: SearchResult;
  slider: SliderBounds;
  now: Date;
};

/** Hidden fields keep refinements the panel has no list for (a shared link's tag=..., badge=...). */
function carriedFields(state: SearchState, shown: ReadonlySet<string>) {
  return Object.entries(state.refinements).flatMap(([key, value]) =>
    Array.isArray(value) && !shown.has(key)
      ? value.map((v: string) => <input key={`${key}=${v}`} type="hidden" name={key} value={v} />)
      : [],
  );
}

export function FilterForm({ config, state, result, slider, now }: FilterFormProps) {
  const r = state.refinements;
  const facets = result.facets;
  const selected = (key: TermKey) => (r[key] as readonly string[] | undefined) ?? [];
  const typeItems: FacetItem[] = (facets.car_type ?? []).map((item) => ({
    ...item,
    label: config.labels[item.value as CarType] ?? item.label,
  }));
  const offered = (key: TermKey) => {
    const items = facets[key] ?? [];
    return items.length > 1 || selected(key).length > 0 ? items : [];
  };
  const shown = new Set<string>(["car_type", "make", "model", ...MORE_FACETS.map((f) => f.key)]);
  return (
    <form id={SEARCH_FORM_ID} method="get" action={SEARCH_FORM_ACTION} aria-label="Filter stock">
      <div className="pb-4">
        <label htmlFor="f-query" className="mb-1 block font-semibold">
          Search stock
        </label>
        <div className="flex gap-2">
          <input
            id="f-query"
            type="search"
            name="query"
            defaultValue={state.query}
            placeholder="Make, model, stock number"
            maxLength={100}
            className="min-h-11 min-w-0 flex-1 rounded-brand border border-black/20 bg-page px-3"
          />
          <button
            type="submit"
            className="min-h-11 rounded-brand bg-brand px-4 font-semibold text-brand-contrast"
          >
            Search
          </button>
        </div>
      </div>
      <FacetFieldset
        name="car_type"
        legend="Type"
        items={typeItems}
        selected={selected("car_type")}
      />
      <MakeFieldset
        items={facets.make ?? []}
        selected={selected("make")}
        popularCount={config.search.popularMakesCount}
      />
      <ModelFieldset
        items={facets.model ?? []}
        selected={selected("model")}
        makesSelected={selected("make").length > 0}
      />
      {config.search.priceFilter.enabled ? (
        <PriceFieldset
          slider={slider}
          range={r.price}
          picks={config.search.priceFilter.quickPicks}
        />
      ) : null}
      <KmFieldset range={r.km} />
      <YearFieldset range={r.year} now={now} />
      {MORE_FACETS.map(({ key, legend }) => (
        <FacetFieldset
          key={key}
          name={key}
          legend={legend}
          items={offered(key)}
          selected={selected(key)}
        />
      ))}
      {carriedFields(state, shown)}
      {r.subscription_price ? (
        <input
          type="hidden"
          name="range[subscription_price]"
          value={`${r.subscription_price.min ?? ""}:${r.subscription_price.max ?? ""}`}
        />
      ) : null}
      <noscript>
        <button
          type="submit"
          className="mt-2 min-h-11 w-full rounded-brand bg-brand px-4 font-semibold text-brand-contrast"
        >
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
