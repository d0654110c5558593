import "server-only";
/**
 * The similar-cars carousel's cars (issue point 5): the spec's multi-search request run through
 * the site's multi-search (the same engine, scope and cache as the search pages), ranked same
 * model first, de-duplicated and cut to 6, then read whole for the cards.
 */
import { getDatabase } from "@/data/db.server";
import { findCarsByIds } from "@/data/vehicle/cars-by-ids";
import type { Car } from "@/domain/car/car";
import { multiSearchSchema } from "@/domain/search/multi-search.schema";
import { pickSimilarCars, similarCarsRequest } from "@/domain/vehicle/similar-cars";
import type { CurrentSite } from "@/features/site/current-site.server";
import { multiSearch } from "@/features/stock-search/multi-search.server";
import { TtlCache } from "@/lib/ttl-cache";

const holder = globalThis as typeof globalThis & { __forecourtSimilarCars?: TtlCache<Car[]> };
// Similar cars move only with stock: kept 30 s per car, like the car itself (load-vehicle).
const similarCache = () => (holder.__forecourtSimilarCars ??= new TtlCache<Car[]>(30_000, 2_000));

export function findSimilarCars(site: CurrentSite, car: Car): Promise<Car[]> {
  return similarCache().get(`${site.config.slug}|${car.id}|${car.price}`, () => search(site, car));
}

async function search(site: CurrentSite, car: Car): Promise<Car[]> {
  // Parsed by the endpoint's own schema: the page's request is exactly what the API accepts.
  const answer = await multiSearch(site, multiSearchSchema.parse(similarCarsRequest(car)));
  if (!answer.ok) {
    throw new Error(
      `similar cars search refused: ${answer.error.map((e) => `${e.path} ${e.message}`).join("; ")}`,
    );
  }
  const picked = pickSimilarCars(car, answer.value);
  return findCarsByIds(
    await getDatabase(),
    site.scope,
    picked.map((hit) => hit.id),
  );
}
