/**
 * Similar cars for the vehicle page carousel: cars priced within a band around
 * this one (plus or minus 10,000 below a price of 50,000, otherwise 25,000), the same model
 * first, each car once, never the car itself, at most 6. Two searches of 10 feed it: the same
 * make and model in the band, then anything in the band. Only available cars are suggested:
 * a sold car is no answer to "Find Me Something Similar".
 */
import type { Car } from "@/domain/car/car";
import { type SearchIndex, searchStock } from "./engine";
import type { NumericRange, SearchRequest } from "./search-types";

export const SIMILAR_CARS = {
  shown: 6,
  perQuery: 10,
  /** The first band whose `below` exceeds the price applies. */
  bands: [
    { below: 50_000, spread: 10_000 },
    { below: Number.POSITIVE_INFINITY, spread: 25_000 },
  ],
} as const;

export function similarPriceBand(price: number): NumericRange {
  const band = SIMILAR_CARS.bands.find((entry) => price < entry.below) ?? SIMILAR_CARS.bands[1];
  return { min: price - band.spread, max: price + band.spread };
}

const sameModel = (a: Car, b: Car) =>
  a.make.trim().toLowerCase() === b.make.trim().toLowerCase() &&
  a.model.trim().toLowerCase() === b.model.trim().toLowerCase();

/** Orders candidates for the carousel: same model first (otherwise in the given order). */
export function rankSimilarCars(
  car: Car,
  candidates: readonly Car[],
  shown: number = SIMILAR_CARS.shown,
): Car[] {
  const seen = new Set<number>([car.id]);
  const unique = candidates.filter(
    (candidate) => !seen.has(candidate.id) && seen.add(candidate.id),
  );
  const first = unique.filter((candidate) => sameModel(candidate, car));
  const rest = unique.filter((candidate) => !sameModel(candidate, car));
  return [...first, ...rest].slice(0, shown);
}

export type SimilarScope = Pick<SearchRequest, "dealershipIds" | "soldDays" | "now">;

export function similarCars(index: SearchIndex, car: Car, scope: SimilarScope): Car[] {
  const base: SearchRequest = { ...scope, hitsPerPage: SIMILAR_CARS.perQuery, facets: [] };
  const filters = { price: similarPriceBand(car.price), status: ["in_stock", "coming_soon"] };
  const sameModelHits = searchStock(index, {
    ...base,
    filters: { ...filters, make: [car.make], model: [car.model] },
  }).hits;
  const bandHits = searchStock(index, { ...base, filters }).hits;
  return rankSimilarCars(car, [...sameModelHits, ...bandHits]);
}
