/** Stock search and result cards: what is listed, how many per page, promo slots, price filter. */
import { z } from "zod";
import { DEFAULT_LOW_KM } from "@/domain/search/query-vocabulary";
import { doc } from "./field-doc";
import { carType, isUnique, nonEmpty } from "./primitives";
import { FILTER_PRESETS, filterPresetSummary } from "./search-filter-presets";

/** Refinement keys of the search state: the names a search address may filter by. */
export const REFINEMENT_KEYS = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "km",
  "location_name",
  "make",
  "make_model",
  "model",
  "price",
  "subscription_price",
  "price_range",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "year",
  "certified",
] as const;

const STANDARD_PRICE_PICKS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000];

const priceExclusion = z.strictObject({
  make: nonEmpty.meta(doc("Make to leave out, compared case-insensitively.")),
  carType: carType
    .nullable()
    .default(null)
    .meta(doc("Car type to leave out; null: every type of that make.")),
});

export const searchSchema = z
  .strictObject({
    soldDays: z
      .number()
      .int()
      .min(0)
      .max(365)
      .default(3)
      .meta(doc("Days a sold car stays listed after its sold date (include_sold_cars_days).")),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(21)
      .meta(doc("Cards per results page (hitsPerPage).")),
    layout: z
      .enum(["grid", "carousel"])
      .default("grid")
      .meta(doc("Results as a card grid or a carousel.")),
    priceAscendingExcludesZero: z
      .boolean()
      .default(false)
      .meta(
        doc("Sorting by price ascending also filters price > 0, so unpriced cars do not lead."),
      ),
    promoPositions: z
      .array(z.number().int().min(1))
      .default([])
      .refine(isUnique, "must not list a position twice")
      .meta(
        doc(
          "1-based card positions where promotional cards are inserted, e.g. [5, 10]. Empty: none unless promoRandomPosition.",
        ),
      ),
    promoRandomPosition: z
      .boolean()
      .default(false)
      .meta(doc("Insert the promotional card at a random position of each page.")),
    priceFilter: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .meta(doc("Show the price-range filter (slider and quick picks).")),
        exclusions: z
          .array(priceExclusion)
          .default([])
          .meta(
            doc(
              "Cars the price preset leaves out, e.g. [{make:'Nissan',carType:'new'},{make:'Mazda',carType:'new'}].",
            ),
          ),
        min: z.number().int().min(0).default(5000).meta(doc("Slider lower bound.")),
        max: z.number().int().min(1).default(250000).meta(doc("Slider upper bound.")),
        step: z.number().int().min(1).default(500).meta(doc("Slider step.")),
        quickPicks: z
          .array(z.number().int().min(0))
          .default(STANDARD_PRICE_PICKS)
          .meta(
            doc(
              "Quick-pick prices; the alternative set is [300000, 400000, 500000, 600000, 700000, 800000].",
            ),
          ),
      })
      .prefault({})
      .refine((p) => p.min < p.max, { message: "min must be below max", path: ["max"] })
      .meta(doc("The price filter and its slider.")),
    seriesOrder: z
      .array(nonEmpty)
      .default([])
      .meta(
        doc(
          "Series names listed first, in this order, e.g. ['duo','city','sport'] (compared case-insensitively). Series is not a refinement key, so the order applies where series names are listed in the filter panel: the Badge and Model lists (a car's badge carries names such as Sport or City); unlisted values keep their order (most cars first).",
        ),
      ),
    lowKm: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_LOW_KM)
      .meta(
        doc(
          "Kilometres at or under which a car has low kilometres: 'low km' (or 'low kms', 'low mileage') typed in the search box narrows the search to km up to this figure.",
        ),
      ),
    popularMakesCount: z
      .number()
      .int()
      .min(0)
      .default(20)
      .meta(doc("How many makes form the popular-makes group of the make filter.")),
    filterPreset: z
      .literal([...FILTER_PRESETS])
      .default(0)
      .meta(
        doc(
          `Numbered car-search filter preset: which groups the filter panel offers, in order (a refinement in the address that the panel has no group for still applies). ${filterPresetSummary()}. price, km and year are the slider and range inputs; the others are lists with counts.`,
        ),
      ),
    fixedFilters: z
      .partialRecord(z.enum(REFINEMENT_KEYS), z.array(nonEmpty).min(1))
      .default({})
      .meta(
        doc(
          "Refinements always applied to this site's stock (search_filters), keyed by refinement key, e.g. {make:['Subaru']}.",
        ),
      ),
  })
  .prefault({});
