/**
 * The filter panel as one GET form: it works without JavaScript (submitting to the
 * default search path, which redirects to the canonical address), and with JavaScript every
 * change updates the results in place (search-shell.tsx) and its text box suggests as the
 * shopper types (search-box.tsx). Controls elsewhere on the page (the
 * sort select) join it with form="search-form". Which groups it shows, in what order, is the
 * site's filter preset (panel-sections.ts).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { itemWords } from "@/domain/car/item-words";
import { isRangeKey } from "@/domain/search/facet-table";
import type { SliderBounds } from "@/domain/search/search-form";
import { SEARCH_STATE_LIMITS, type SearchState } from "@/domain/search/search-state-normalize";
import type { NumericRange, SearchResult } from "@/domain/search/search-types";
import { FacetFieldset } from "./facet-fieldset";
import { MakeFieldset } from "./make-fieldset";
import { type PanelSection, panelSections } from "./panel-sections";
import { KmFieldset, PriceFieldset, YearFieldset } from "./range-fieldsets";
import { SearchBox } from "./search-box";

export const SEARCH_FORM_ID = "search-form";
export const SEARCH_FORM_ACTION = "/search/new-used-and-demo-cars";

export type FilterFormProps = {
  config: SiteConfig;
  state: SearchState;
  result: SearchResult;
  slider: SliderBounds;
  now: Date;
};

/**
 * Hidden fields keep refinements the panel has no group for (a shared link's tag=..., or a
 * price range on a panel without the slider), so the next change does not drop them.
 */
function carriedFields(state: SearchState, shown: ReadonlySet<string>) {
  return Object.entries(state.refinements).flatMap(([key, value]) => {
    if (shown.has(key) || value === undefined) return [];
    if (Array.isArray(value))
      return value.map((v: string) => (
        <input key={`${key}=${v}`} type="hidden" name={key} value={v} />
      ));
    if (!isRangeKey(key)) return [];
    const range = value as NumericRange;
    return [
      <input
        key={`range[${key}]`}
        type="hidden"
        name={`range[${key}]`}
        value={`${range.min ?? ""}:${range.max ?? ""}`}
      />,
    ];
  });
}

function Section({
  section,
  config,
  state,
  slider,
  now,
}: { section: PanelSection } & Omit<FilterFormProps, "result">) {
  const r = state.refinements;
  if (section.kind === "range") {
    if (section.group === "price")
      return (
        <PriceFieldset
          slider={slider}
          range={r.price}
          picks={config.search.priceFilter.quickPicks}
        />
      );
    return section.group === "km" ? (
      <KmFieldset range={r.km} />
    ) : (
      <YearFieldset range={r.year} now={now} />
    );
  }
  if (section.group === "make")
    return (
      <MakeFieldset
        items={section.items}
        selected={section.selected}
        popularCount={config.search.popularMakesCount}
      />
    );
  return (
    <FacetFieldset
      name={section.group}
      legend={section.legend}
      items={section.items}
      selected={section.selected}
    />
  );
}

export function FilterForm({ config, state, result, slider, now }: FilterFormProps) {
  const sections = panelSections(config, state, result.facets);
  const shown = new Set<string>(sections.map((section) => section.group));
  return (
    <form id={SEARCH_FORM_ID} method="get" action={SEARCH_FORM_ACTION} aria-label="Filter stock">
      <div className="pb-4">
        <label htmlFor="f-query" className="mb-1 block font-semibold">
          Search stock
        </label>
        <div className="flex gap-2">
          <SearchBox
            id="f-query"
            defaultValue={state.query}
            placeholder="Make, model, stock number"
            maxLength={SEARCH_STATE_LIMITS.queryLength}
            className="min-h-11 w-full rounded-brand border border-black/20 bg-page px-3"
            boxClassName="relative min-w-0 flex-1"
            words={itemWords(config.inventory.itemTypes)}
          />
          <button
            type="submit"
            className="min-h-11 rounded-brand bg-brand px-4 font-semibold text-brand-contrast"
          >
            Search
          </button>
        </div>
      </div>
      {sections.map((section) => (
        <Section
          key={section.group}
          section={section}
          config={config}
          state={state}
          slider={slider}
          now={now}
        />
      ))}
      {carriedFields(state, shown)}
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
