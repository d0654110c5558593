/**
 * Similar cars for the vehicle page carousel: cars priced within a band around
 * this one (plus or minus 10,000 below a price of 50,000, otherwise 25,000), the same model
 * first, each car once, never the car itself, at most 6. Two searches of 10 feed it: the same
 * make and model in the band, then anything in the band. Only available cars are suggested:
 * a sold car is no answer to "Find Me Something Similar".
 */
import type { Car } from "@/domain/car/car";
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

const key = (text: string) => text.trim().toLowerCase();

type Ranked = Pick<Car, "id" | "make" | "model">;

/** Orders candidates for the carousel: same model first (otherwise in the given order). */
export function rankSimilarCars<T extends Ranked>(
  car: Ranked,
  candidates: readonly T[],
  shown: number = SIMILAR_CARS.shown,
): T[] {
  const seen = new Set<number>([car.id]);
  const unique = candidates.filter(
    (candidate) => !seen.has(candidate.id) && seen.add(candidate.id),
  );
  const same = (other: T) =>
    key(other.make) === key(car.make) && key(other.model) === key(car.model);
  return [...unique.filter(same), ...unique.filter((other) => !same(other))].slice(0, shown);
}

/** One engine search behind the carousel; the site's scope and settings are added by the caller. */
export type SimilarSearch = Required<Pick<SearchRequest, "filters" | "hitsPerPage" | "facets">>;

/** The two searches: the same make and model in the price band, then anything in the band. */
export function similarCarsSearches(car: Pick<Car, "make" | "model" | "price">): SimilarSearch[] {
  const filters = { price: similarPriceBand(car.price), status: ["in_stock", "coming_soon"] };
  const search = (refinements: SimilarSearch["filters"]): SimilarSearch => ({
    filters: refinements,
    hitsPerPage: SIMILAR_CARS.perQuery,
    facets: [],
  });
  return [search({ ...filters, make: [car.make], model: [car.model] }), search(filters)];
}
