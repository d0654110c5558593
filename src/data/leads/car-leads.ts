/**
 * What lead forms need of the site's cars: comparable listings for a trade-in estimate, and
 * marking a car reserved when a reservation is made (inside the lead's transaction).
 */
import { and, between, eq, gt, sql } from "drizzle-orm";
import type { Comparable } from "@/domain/leads/trade-in-estimate";
import type { SiteScope } from "@/domain/site/site-scope";
import type { Database } from "../db";
import { inSite, onWebsite } from "../repositories/scope";
import { cars } from "../schema";

/** Priced cars of the same make and model within two years, across the site's dealerships. */
export async function comparableCars(
  db: Database,
  site: SiteScope,
  car: { make: string; model: string; year: number },
): Promise<Comparable[]> {
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(
      and(
        inSite(cars.dealershipId, site),
        sql`lower(${cars.make}) = lower(${car.make})`,
        sql`lower(${cars.model}) = lower(${car.model})`,
        between(cars.year, car.year - 2, car.year + 2),
        gt(cars.price, 0),
      ),
    )
    .limit(200);
}

/**
 * Marks the car reserved if it is still in stock, on the website and not reserved; false when
 * someone else got there first or the car left the website (the caller rolls the reservation
 * back).
 */
export async function reserveCar(db: Database, site: SiteScope, carId: number): Promise<boolean> {
  const updated = await db
    .update(cars)
    .set({ reserved: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(cars.id, carId),
        inSite(cars.dealershipId, site),
        eq(cars.reserved, false),
        // Only a car in stock can be reserved (domain/vehicle/ctas isReservable).
        eq(cars.status, "in_stock"),
        // ... and on the website: not hidden by staff, confirmed by a feed within the limit.
        onWebsite(site, new Date()),
      ),
    )
    .returning({ id: cars.id });
  return updated.length > 0;
}
