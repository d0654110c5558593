/**
 * The numbered car-search filter presets 0 to 7 and 14; this table says what each number means.
 * A preset is one filter panel: which groups
 * it offers, in order. Group names are refinement keys; `price`, `km` and `year`
 * are the range controls (price slider with quick picks, kilometres, years). The panel
 * (features/stock-search/filter-form.tsx) renders exactly these groups, on the server and in
 * place; the `search.filterPreset` description in docs/site-config.md is written from this table.
 */
export const FILTER_PRESETS = [0, 1, 2, 3, 4, 5, 6, 7, 14] as const;
export type FilterPreset = (typeof FILTER_PRESETS)[number];

export const LIST_GROUP_KEYS = [
  "car_type",
  "make",
  "model",
  "badge",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "item_type",
  "categories",
  "filtered_features",
  "price_range",
  "weekly_price_range",
  "location_name",
  "dealership_name",
  "state",
  "certified",
] as const;
export type ListGroup = (typeof LIST_GROUP_KEYS)[number];
export const RANGE_GROUP_KEYS = ["price", "km", "year"] as const;
export type RangeGroup = (typeof RANGE_GROUP_KEYS)[number];
export type FilterGroup = ListGroup | RangeGroup;

export type FilterPresetSpec = { readonly name: string; readonly groups: readonly FilterGroup[] };

const DETAILS = ["body", "fuel", "transmission", "drive", "colour", "seats"] as const;

export const FILTER_PRESET_TABLE: Readonly<Record<FilterPreset, FilterPresetSpec>> = {
  0: {
    name: "full panel",
    groups: [
      "car_type",
      "make",
      "model",
      "price",
      "km",
      "year",
      ...DETAILS,
      "item_type",
      "location_name",
      "dealership_name",
      "state",
      "certified",
    ],
  },
  1: {
    name: "price bands instead of the slider",
    groups: [
      "car_type",
      "make",
      "model",
      "price_range",
      "weekly_price_range",
      "km",
      "year",
      ...DETAILS,
      "location_name",
      "dealership_name",
    ],
  },
  2: {
    name: "compact",
    groups: ["car_type", "make", "model", "price", "body", "location_name"],
  },
  3: {
    name: "used stock, no type list",
    groups: [
      "make",
      "model",
      "price",
      "km",
      "year",
      "body",
      "transmission",
      "fuel",
      "drive",
      "colour",
      "location_name",
    ],
  },
  4: {
    name: "single-make new cars, no make list, badges in search.seriesOrder",
    groups: [
      "car_type",
      "model",
      "badge",
      "price",
      "body",
      "fuel",
      "transmission",
      "colour",
      "km",
      "year",
    ],
  },
  5: {
    name: "finance first",
    groups: [
      "car_type",
      "weekly_price_range",
      "price",
      "make",
      "model",
      "km",
      "year",
      "body",
      "fuel",
      "transmission",
    ],
  },
  6: {
    name: "locations first, for groups",
    groups: [
      "dealership_name",
      "location_name",
      "state",
      "car_type",
      "make",
      "model",
      "price",
      "km",
      "year",
      "body",
      "fuel",
      "transmission",
    ],
  },
  7: {
    name: "lifestyle",
    groups: [
      "car_type",
      "categories",
      "filtered_features",
      "make",
      "model",
      "price",
      "year",
      "body",
      "seats",
      "fuel",
    ],
  },
  14: {
    name: "caravans (categories read as style and sleeping)",
    groups: [
      "item_type",
      "categories",
      "car_type",
      "make",
      "model",
      "badge",
      "price",
      "year",
      "location_name",
    ],
  },
};

export function isRangeGroup(group: FilterGroup): group is RangeGroup {
  return (RANGE_GROUP_KEYS as readonly string[]).includes(group);
}

/** "0 = full panel (car_type, make, ...); 1 = ..." for the field's documentation. */
export function filterPresetSummary(): string {
  return FILTER_PRESETS.map((n) => {
    const { name, groups } = FILTER_PRESET_TABLE[n];
    return `${n} = ${name} (${groups.join(", ")})`;
  }).join("; ");
}
