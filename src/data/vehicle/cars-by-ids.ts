/**
 * Full cars for a list of ids, in the list's order, within the site and on the website: the
 * similar-cars carousel gets ids from the multi-search and renders whole cards.
 */
import { and, inArray } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { rowToCar, selectCars } from "../mappers/car-row";
import { inSite, onWebsite } from "../repositories/scope";
import { cars } from "../schema";

export async function findCarsByIds(
  db: Database,
  site: SiteScope,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Car[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const rows = await selectCars(db).where(
    and(inSite(cars.dealershipId, site), onWebsite(site, now), inArray(cars.id, wanted)),
  );
  const byId = new Map(rows.map((row) => [row.id, rowToCar(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
