/**
 * Candidates for the similar-cars carousel straight from the database: the two queries of the
 * multi-search request (domain/vehicle/similar-cars) run as SQL, within the site, available
 * and shown online, 10 each, best custom rank first. The page ranks the answer with
 * pickSimilarCars exactly as it would an answer of the multi-search endpoint.
 */
import { and, between, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import { SIMILAR_CARS, similarPriceBand } from "@/domain/search/similar-cars";
import type { SiteScope } from "@/domain/site/site-scope";
import type { MultiSearchResponse } from "@/domain/vehicle/similar-cars";
import type { Database } from "../db";
import { rowToCar, selectCars } from "../mappers/car-row";
import { inSite } from "../repositories/scope";
import { cars } from "../schema";

export async function findSimilarCandidates(
  db: Database,
  site: SiteScope,
  car: Pick<Car, "id" | "make" | "model" | "price">,
): Promise<MultiSearchResponse<Car>> {
  const band = similarPriceBand(car.price);
  const common = and(
    inSite(cars.dealershipId, site),
    eq(cars.showOnDealerWebsite, true),
    inArray(cars.status, ["in_stock", "coming_soon"]),
    between(cars.price, Math.max(0, band.min ?? 0), band.max ?? Number.MAX_SAFE_INTEGER),
    ne(cars.id, car.id),
  );
  const run = (extra?: ReturnType<typeof and>) =>
    selectCars(db)
      .where(extra ? and(common, extra) : common)
      .orderBy(desc(cars.customRank), desc(cars.id))
      .limit(SIMILAR_CARS.perQuery);
  const [sameModel, band10] = await Promise.all([
    run(
      and(
        sql`lower(${cars.make}) = lower(${car.make})`,
        sql`lower(${cars.model}) = lower(${car.model})`,
      ),
    ),
    run(),
  ]);
  return { results: [{ hits: sameModel.map(rowToCar) }, { hits: band10.map(rowToCar) }] };
}
