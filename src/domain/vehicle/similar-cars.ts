/**
 * The similar-cars searches in the multi-search text form that /api/multi-search accepts: two
 * queries of 10, the same make and model inside the price band, then anything in the band. The
 * vehicle page runs the same two searches on the engine directly (similarCarsSearches).
 */ import { SIMILAR_CARS, similarPriceBand } from "@/domain/search/similar-cars";

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
