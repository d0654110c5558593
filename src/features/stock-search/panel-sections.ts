/**
 * What the filter panel shows, in order, for a site and a search: the groups of the site's
 * filter preset (search.filterPreset, table in config/schema/search-filter-presets.ts), each
 * list with its legend and values (types with the site's labels, badge and model lists in the
 * site's series order), dropping lists that offer no choice. Pure, so the rules are tested
 * without rendering; filter-form.tsx lays the sections out.
 */
import type { FilterPreset, ListGroup, RangeGroup } from "@/config/schema/search-filter-presets";
import { FILTER_PRESET_TABLE, isRangeGroup } from "@/config/schema/search-filter-presets";
import type { SiteConfig } from "@/config/site-config.schema";
import type { CarType } from "@/domain/car/car";
import type { SearchState } from "@/domain/search/search-state-normalize";
import type { FacetItem, SearchResult } from "@/domain/search/search-types";
import { orderBySeries } from "./series-order";

const LEGENDS: Record<ListGroup, string> = {
  car_type: "Type",
  make: "Make",
  model: "Model",
  badge: "Badge",
  body: "Body type",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  colour: "Colour",
  seats: "Seats",
  item_type: "Item type",
  categories: "Category",
  filtered_features: "Features",
  price_range: "Price range",
  weekly_price_range: "Weekly repayment",
  location_name: "Location",
  dealership_name: "Dealership",
  state: "State",
  certified: "Certified",
};

/** Legends that read differently in a preset (a caravan's category is its style and berths). */
const PRESET_LEGENDS: Partial<Record<FilterPreset, Partial<Record<ListGroup, string>>>> = {
  14: { categories: "Style & sleeping" },
};

/** Lists shown even with a single value: the shopper's first, coarse choices. */
const ALWAYS_OFFERED = new Set<ListGroup>(["car_type", "make", "model"]);
const SERIES_LISTS = new Set<ListGroup>(["badge", "model"]);

export type PanelSection =
  | { readonly kind: "range"; readonly group: RangeGroup }
  | {
      readonly kind: "list";
      readonly group: ListGroup;
      readonly legend: string;
      readonly items: readonly FacetItem[];
      readonly selected: readonly string[];
    };

export function listLegend(preset: FilterPreset, group: ListGroup): string {
  return PRESET_LEGENDS[preset]?.[group] ?? LEGENDS[group];
}

export function panelSections(
  config: SiteConfig,
  state: SearchState,
  facets: SearchResult["facets"],
): PanelSection[] {
  const preset = config.search.filterPreset;
  const groups = FILTER_PRESET_TABLE[preset].groups;
  const r = state.refinements;
  const sections: PanelSection[] = [];
  for (const group of groups) {
    if (isRangeGroup(group)) {
      if (group !== "price" || config.search.priceFilter.enabled)
        sections.push({ kind: "range", group });
      continue;
    }
    const selected = (r[group] as readonly string[] | undefined) ?? [];
    let items = facets[group] ?? [];
    if (group === "car_type")
      items = items.map((item) => ({
        ...item,
        label: config.labels[item.value as CarType] ?? item.label,
      }));
    if (SERIES_LISTS.has(group)) items = orderBySeries(items, config.search.seriesOrder);
    // Models show once a make is chosen (the list stays short), unless the panel has no makes.
    const waitsForMake = group === "model" && groups.includes("make");
    if (waitsForMake && (r.make ?? []).length === 0 && selected.length === 0) continue;
    const offered = ALWAYS_OFFERED.has(group) ? items.length > 0 : items.length > 1;
    if (!offered && selected.length === 0) continue;
    sections.push({ kind: "list", group, legend: listLegend(preset, group), items, selected });
  }
  return sections;
}
