/**
 * Checks each raw feed record against the row schema and the site: the dealership must be one
 * of the site's, a location must belong to that dealership, and a stock number may appear once
 * per dealership. Bad rows become `{ row, field, message }` entries; good rows carry their hash.
 */

import { feedRowHash } from "./feed-hash";
import { type FeedRow, feedRowSchema } from "./feed-row.schema";
import type { FeedRecord } from "./parse-feed";
import { carKey } from "./plan-snapshot";
import type { RejectedRow } from "./types";

/** The site as the feed names it: dealership slugs and `${dealershipId}/${locationSlug}` keys. */
export type FeedDirectory = {
  dealerships: ReadonlyMap<string, number>;
  locations: ReadonlyMap<string, number>;
  /** Dealership slugs of the site config, to tell "not this site's" from "not loaded yet". */
  configured?: readonly string[];
};

export type ValidFeedRow = {
  row: number;
  dealershipId: number;
  locationId: number | null;
  stocknum: string;
  status: FeedRow["status"];
  hash: string;
  car: FeedRow;
};

export type ValidatedFeed = {
  rows: ValidFeedRow[];
  rejected: RejectedRow[];
  /** carKey of rejected rows that still name a car of the site: that car must not be sold. */
  keep: Set<string>;
};

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

export function validateFeed(
  records: readonly FeedRecord[],
  directory: FeedDirectory,
  now: Date,
): ValidatedFeed {
  const schema = feedRowSchema({ now });
  const result: ValidatedFeed = { rows: [], rejected: [], keep: new Set() };
  const firstRow = new Map<string, number>();

  for (const { row, values } of records) {
    const reject = (field: string, message: string) => {
      result.rejected.push({ row, field, message });
      // A typo in one field must not take the car off the site: keep what the row names.
      const dealershipId = directory.dealerships.get(textOf(values.dealership).toLowerCase());
      const stocknum = textOf(values.stocknum);
      if (dealershipId !== undefined && stocknum !== "") {
        result.keep.add(carKey(dealershipId, stocknum));
      }
    };

    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        reject(String(issue.path[0] ?? "row"), issue.message);
      }
      continue;
    }
    const car = parsed.data;
    const dealershipId = directory.dealerships.get(car.dealership);
    if (dealershipId === undefined) {
      const message = directory.configured?.includes(car.dealership)
        ? `"${car.dealership}" is in the site config but not in the database yet`
        : `"${car.dealership}" is not a dealership of this site`;
      reject("dealership", message);
      continue;
    }
    let locationId: number | null = null;
    if (car.location !== null) {
      const found = directory.locations.get(`${dealershipId}/${car.location}`);
      if (found === undefined) {
        reject("location", `"${car.location}" is not a location of dealership "${car.dealership}"`);
        continue;
      }
      locationId = found;
    }
    const key = carKey(dealershipId, car.stocknum);
    const first = firstRow.get(key);
    if (first !== undefined) {
      result.rejected.push({
        row,
        field: "stocknum",
        message: `"${car.stocknum}" of "${car.dealership}" is already on row ${first}`,
      });
      continue;
    }
    firstRow.set(key, row);
    result.rows.push({
      row,
      dealershipId,
      locationId,
      stocknum: car.stocknum,
      status: car.status,
      hash: feedRowHash(car),
      car,
    });
  }
  return result;
}
