/**
 * Queries a shopper makes on a stock search page: a make or model typed in the search box, a
 * make picked from the list, a car type, a body, fuel, a price, kilometre or year range, a sort,
 * now and then page 2 or 3. Seeded by the caller's random source.
 */
import type { TermKey } from "@/domain/search/facet-table";
import type { Refinements, SearchRequest } from "@/domain/search/search-types";
import { SORT_KEYS } from "@/domain/search/sorts";
import { BENCH_NOW, MAKES, pick, pickSkewed, type Random } from "./car-generator";

/** The 13 facets a filter panel shows (a typical panel's count). */
export const PANEL_FACETS: readonly TermKey[] = [
  "car_type",
  "make",
  "model",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "location_name",
  "price_range",
  "state",
  "certified",
];

export function realisticRequest(random: Random, dealershipIds: readonly number[]): SearchRequest {
  const makes = Object.keys(MAKES);
  const make = pickSkewed(random, makes);
  const model = pickSkewed(random, MAKES[make]!);
  const filters: Record<string, unknown> = {};
  let query = "";
  const roll = random();
  if (roll < 0.15) query = make.slice(0, 2 + Math.floor(random() * 4));
  else if (roll < 0.3) query = `${make} ${model}`.toLowerCase();
  else if (roll < 0.35) query = model.slice(0, 3);
  else if (roll < 0.75) filters.make = random() < 0.8 ? [make] : [make, pickSkewed(random, makes)];
  if (random() < 0.25 && filters.make) filters.model = [model];
  if (random() < 0.4) filters.car_type = random() < 0.5 ? ["used"] : ["new", "demo"];
  if (random() < 0.25) filters.body = [pick(random, ["SUV", "Ute", "Sedan", "Hatch"])];
  if (random() < 0.15) filters.fuel = [pick(random, ["Diesel", "Hybrid", "Electric"])];
  if (random() < 0.1) filters.transmission = ["Automatic"];
  if (random() < 0.3) {
    const min = pick(random, [null, 5_000, 10_000, 20_000, 30_000]);
    filters.price = { min, max: pick(random, [null, 30_000, 50_000, 70_000, 150_000]) };
  }
  if (random() < 0.1) filters.km = { min: null, max: pick(random, [20_000, 50_000, 100_000]) };
  if (random() < 0.1) filters.year = { min: pick(random, [2015, 2018, 2020]), max: null };
  return {
    dealershipIds,
    soldDays: 3,
    now: BENCH_NOW,
    query,
    filters: filters as Refinements,
    sort: random() < 0.5 ? "default" : pick(random, SORT_KEYS),
    requirePriceWhenPriceAscending: true,
    exclusions: [{ make: "Nissan", car_type: "new" }],
    offset: random() < 0.8 ? 0 : 21 * Math.floor(random() * 5),
    hitsPerPage: 21,
  };
}
