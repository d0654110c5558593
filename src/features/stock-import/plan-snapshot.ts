/**
 * The pure heart of the import: given the cars a site's dealerships hold now and the cars of a
 * full-snapshot feed, decide what to add, update, sell and leave alone. The writes that follow
 * are mechanical, so every rule of docs/stock-feed.md "Snapshot semantics" lives here.
 */

import type { StockKey } from "@/data/stock/stock-writes";
import type { CarStatus } from "@/domain/car/car";

/** A car already in the database, reduced to what the plan needs. */
export type ExistingStockCar = StockKey;

/** A valid feed row, reduced to what the plan needs; `T` carries the row itself along. */
export type IncomingStockCar = {
  dealershipId: number;
  stocknum: string;
  hash: string;
  status: CarStatus;
};

export type SnapshotPlan<T extends IncomingStockCar> = {
  add: { car: T; soldDate: Date | null }[];
  update: { id: number; car: T; soldDate: Date | null }[];
  sell: { id: number; soldDate: Date }[];
  unchanged: number[];
};

export type PlanOptions = {
  /** Keys (carKey) of cars whose feed row was rejected: they are neither changed nor sold. */
  keep?: ReadonlySet<string>;
};

/** Stock numbers are unique per dealership, not per site. */
export function carKey(dealershipId: number, stocknum: string): string {
  return `${dealershipId}\u0000${stocknum}`;
}

/** A sold car keeps the day it was first sold; a car sold now gets `now`; unsold has none. */
function soldDateFor(status: CarStatus, previous: ExistingStockCar | undefined, now: Date) {
  if (status !== "sold") return null;
  return previous?.status === "sold" && previous.soldDate ? previous.soldDate : now;
}

/**
 * `existing` must hold every car of every dealership the feed is a snapshot of (all dealerships
 * of the site), and `incoming` the valid rows, with at most one row per dealership + stocknum.
 */
export function planSnapshot<T extends IncomingStockCar>(
  existing: readonly ExistingStockCar[],
  incoming: readonly T[],
  now: Date,
  options: PlanOptions = {},
): SnapshotPlan<T> {
  const plan: SnapshotPlan<T> = { add: [], update: [], sell: [], unchanged: [] };
  const byKey = new Map(existing.map((car) => [carKey(car.dealershipId, car.stocknum), car]));
  const present = new Set(options.keep ?? []);

  for (const car of incoming) {
    const key = carKey(car.dealershipId, car.stocknum);
    present.add(key);
    const current = byKey.get(key);
    if (!current) {
      plan.add.push({ car, soldDate: soldDateFor(car.status, undefined, now) });
    } else if (current.feedHash === car.hash && current.status === car.status) {
      // The status check catches a car sold for being absent that is back, row unchanged.
      plan.unchanged.push(current.id);
    } else {
      plan.update.push({ id: current.id, car, soldDate: soldDateFor(car.status, current, now) });
    }
  }

  // Missing from the snapshot means no longer on the lot. Cars sold before keep their date.
  for (const [key, car] of byKey) {
    if (present.has(key) || car.status === "sold") continue;
    plan.sell.push({ id: car.id, soldDate: now });
  }
  return plan;
}
