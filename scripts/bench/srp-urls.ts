/**
 * Search page addresses a shopper reaches: a type or make path, a model, a body, then now and
 * then a second make, a price, kilometre or year range, a sort, words typed, page 2 or 3. Each
 * is written canonically (as the page links do), so no request is a redirect.
 */
import type { Car } from "@/domain/car/car";
import { toSearchUrl } from "@/domain/search/search-state";
import { DEFAULT_SEARCH_STATE, type SearchState } from "@/domain/search/search-state-normalize";
import { buildSearchVocabulary } from "@/domain/search/search-vocabulary";
import { SORT_KEYS } from "@/domain/search/sorts";
import { pick, pickSkewed, type Random } from "./car-generator";

export function searchUrls(cars: readonly Car[], count: number, random: Random): string[] {
  const vocabulary = buildSearchVocabulary(cars);
  const makes = vocabulary.makes;
  return Array.from({ length: count }, () => {
    const refinements: Record<string, unknown> = {};
    const make = pickSkewed(random, makes);
    const roll = random();
    if (roll < 0.25) refinements.car_type = [pick(random, ["new", "used", "demo"])];
    else if (roll < 0.6) refinements.make = [make.name];
    else if (roll < 0.75)
      Object.assign(refinements, { make: [make.name], model: [pick(random, make.models)] });
    else if (roll < 0.85) refinements.body = [pick(random, vocabulary.bodies)];
    if (random() < 0.2) refinements.make = [make.name, pickSkewed(random, makes).name];
    if (random() < 0.3)
      refinements.price = { min: null, max: pick(random, [20_000, 30_000, 50_000, 70_000]) };
    if (random() < 0.15)
      refinements.km = { min: null, max: pick(random, [30_000, 50_000, 100_000]) };
    if (random() < 0.1) refinements.year = { min: pick(random, [2015, 2018, 2020]), max: null };
    const state: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      query: random() < 0.1 ? make.name.slice(0, 3).toLowerCase() : "",
      sortBy: random() < 0.3 ? pick(random, SORT_KEYS) : "default",
      page: random() < 0.15 ? 2 + Math.floor(random() * 2) : 1,
      refinements,
    };
    return toSearchUrl(state, vocabulary).replace(/\/(?=\?|$)/, "");
  });
}
