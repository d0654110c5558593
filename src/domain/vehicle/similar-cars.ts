/**
 * Similar cars for the vehicle page: the multi-search request
 * the page sends, and how its answer becomes the carousel. Two queries of 10: the same make and
 * model inside the price band, then anything in the band (±10,000 below a price of 50,000,
 * otherwise ±25,000). The answer's hits, read from results[].hits[], are ranked same model
 * first, de-duplicated by id, the car itself dropped, and cut to 6.
 */
import { SIMILAR_CARS, similarPriceBand } from "@/domain/search/similar-cars";

export const SIMILAR_INDEX_UID = "cars";

export type MultiSearchQuery = {
  indexUid: string;
  facets: string[];
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  limit: number;
  filter: string[];
};
export type MultiSearchRequest = { queries: MultiSearchQuery[] };
export type MultiSearchResponse<T> = { results: { hits: T[] }[] };

type SimilarSubject = { id: number; make: string; model: string; price: number };

/** Quotes a value for a Meilisearch-style filter expression. */
const quoted = (value: string) => JSON.stringify(value);

export function similarCarsRequest(car: SimilarSubject): MultiSearchRequest {
  const band = similarPriceBand(car.price);
  const common = [
    `status IN [${quoted("in_stock")}, ${quoted("coming_soon")}]`,
    `price ${Math.max(0, band.min ?? 0)} TO ${band.max}`,
    `id != ${car.id}`,
  ];
  const query = (filter: string[]): MultiSearchQuery => ({
    indexUid: SIMILAR_INDEX_UID,
    facets: [],
    attributesToHighlight: ["*"],
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
    limit: SIMILAR_CARS.perQuery,
    filter,
  });
  return {
    queries: [
      query([...common, `make = ${quoted(car.make)}`, `model = ${quoted(car.model)}`]),
      query(common),
    ],
  };
}

const key = (text: string) => text.trim().toLowerCase();

/** The carousel's cars from the answer: same model first, each once, never the car itself, 6. */
export function pickSimilarCars<T extends Pick<SimilarSubject, "id" | "make" | "model">>(
  car: Pick<SimilarSubject, "id" | "make" | "model">,
  response: MultiSearchResponse<T> | null | undefined,
  shown: number = SIMILAR_CARS.shown,
): T[] {
  const hits = (response?.results ?? []).flatMap((result) => result.hits ?? []);
  const seen = new Set<number>([car.id]);
  const unique = hits.filter((hit) => !seen.has(hit.id) && seen.add(hit.id));
  const same = (hit: T) => key(hit.make) === key(car.make) && key(hit.model) === key(car.model);
  return [...unique.filter(same), ...unique.filter((hit) => !same(hit))].slice(0, shown);
}
