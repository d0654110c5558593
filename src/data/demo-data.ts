/**
 * Bulk loading of a whole data set (the demo generator's output, test fixtures). Ids are
 * assigned by the caller and inserted as given, so that cross references (car → location,
 * review → location) hold; the serial sequences are moved past them afterwards so later
 * inserts without ids do not collide.
 */

import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Car } from "@/domain/car/car";
import type { Dealership, Location } from "@/domain/location/location";
import type { Model } from "@/domain/model/model";
import type { Promotion } from "@/domain/promotion/promotion";
import type { Review } from "@/domain/review/review";
import { type Database, transaction } from "./db";
import { bulkInsert } from "./json-rows";
import { carToRow } from "./mappers/car-row";
import { modelToRows, promotionToRow, reviewToRow } from "./mappers/content-rows";
import { dealershipToRow, locationToRow, specialHourToRow } from "./mappers/location-row";
import {
  cars,
  dealerships,
  locationSpecialHours,
  locations,
  modelColours,
  models,
  modelVariants,
  promotions,
  reviews,
  sites,
} from "./schema";

export type DemoData = {
  dealerships: Dealership[];
  locations: Location[];
  cars: Car[];
  models: Model[];
  reviews: Review[];
  promotions: Promotion[];
};

/** Tables whose `id` is a serial, in an order that respects foreign keys. */
const SERIAL_TABLES: PgTable[] = [
  dealerships,
  locations,
  locationSpecialHours,
  cars,
  models,
  modelVariants,
  modelColours,
  reviews,
  promotions,
  sites,
];

/** Inserts everything in one transaction; fails on an id that already exists. */
export async function insertDemoData(db: Database, data: DemoData): Promise<void> {
  await transaction(db, async (tx) => {
    await bulkInsert(tx, dealerships, data.dealerships.map(dealershipToRow));
    await bulkInsert(tx, locations, data.locations.map(locationToRow));
    await bulkInsert(
      tx,
      locationSpecialHours,
      data.locations.flatMap((l) =>
        l.special_hours.map((h) => specialHourToRow({ ...h, location_id: l.id })),
      ),
    );
    await bulkInsert(
      tx,
      cars,
      data.cars.map((c) => carToRow(c, { keepId: true })),
    );
    const modelRows = data.models.map(modelToRows);
    await bulkInsert(
      tx,
      models,
      modelRows.map((m) => m.model),
    );
    await bulkInsert(
      tx,
      modelVariants,
      modelRows.flatMap((m) => m.variants),
    );
    await bulkInsert(
      tx,
      modelColours,
      modelRows.flatMap((m) => m.colours),
    );
    await bulkInsert(tx, reviews, data.reviews.map(reviewToRow));
    await bulkInsert(tx, promotions, data.promotions.map(promotionToRow));
    await resetSequences(tx);
  });
}

/** Moves every serial sequence past the largest id in its table. */
export async function resetSequences(db: Database): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await db.execute(sql`
      select setval(
        pg_get_serial_sequence(${`"${getTableName(table)}"`}, 'id'),
        greatest(coalesce(max(id), 0), 1),
        max(id) is not null
      ) from ${table}`);
  }
}

/**
 * Removes every dealership and all that hangs off it (locations, cars, models, reviews,
 * promotions, site links) and restarts their ids; sites, postcodes and leads stay. A DELETE,
 * not TRUNCATE … CASCADE: the cascade would also empty the leads that reference dealerships
 * and cars, and a lead is never lost (their references are set to null instead).
 */
export async function deleteDealerData(db: Database): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.delete(dealerships);
    await resetSequences(tx);
  });
}
