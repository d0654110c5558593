import "server-only";
/**
 * The similar-cars carousel's cars: the two searches of the similar-cars rule run through the
 * site's search (the same engine, scope and results cache as the search pages), ranked same
 * model first, de-duplicated and cut to 6, then read whole for the cards. The same request in
 * the multi-search text form is what a browser may send to /api/multi-search.
 */
import { getDatabase } from "@/data/db.server";
import { findCarsByIds } from "@/data/vehicle/cars-by-ids";
import type { Car } from "@/domain/car/car";
import { rankSimilarCars, similarCarsSearches } from "@/domain/search/similar-cars";
import { type CurrentSite, stockCached } from "@/features/site/server";
import { searchSiteWith } from "@/features/stock-search/server";

const SIMILAR_TTL_MS = 30_000;

/** Similar cars move only with stock: kept 30 s per car, like the car itself (load-vehicle). */
export function findSimilarCars(site: CurrentSite, car: Car): Promise<Car[]> {
  const key = `${site.config.slug}|${car.id}|${car.price}`;
  return stockCached("similar-cars", SIMILAR_TTL_MS, key, () => search(site, car), 2_000);
}

async function search(site: CurrentSite, car: Car): Promise<Car[]> {
  const found = await Promise.all(
    similarCarsSearches(car).map(async (one) => (await searchSiteWith(site, one)).hits),
  );
  return findCarsByIds(
    await getDatabase(),
    site.scope,
    rankSimilarCars(car, found.flat()).map((hit) => hit.id),
  );
}
