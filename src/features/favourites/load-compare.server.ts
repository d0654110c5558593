import "server-only";
/**
 * The cars of a compare address (compare-address.ts), in its order, found within the site only:
 * an id or slug of another site's car, a hidden car or an unknown one is simply left out.
 */
import { getDatabase } from "@/data/db.server";
import { findCarBySlug } from "@/data/repositories/cars";
import { findCarsByIds } from "@/data/vehicle/cars-by-ids";
import type { Car } from "@/domain/car/car";
import type { CurrentSite } from "@/features/site/server";
import type { CompareRef } from "./compare-address";

export async function loadCompareCars(site: CurrentSite, refs: readonly CompareRef[]) {
  if (refs.length === 0) return [];
  const db = await getDatabase();
  const ids = refs.flatMap((ref) => (ref.kind === "id" ? [ref.id] : []));
  const [byId, bySlug] = await Promise.all([
    findCarsByIds(db, site.scope, ids),
    Promise.all(
      refs.flatMap((ref) => (ref.kind === "slug" ? [findCarBySlug(db, site.scope, ref.slug)] : [])),
    ),
  ]);
  const found = new Map<string, Car>();
  for (const car of byId) found.set(`#${car.id}`, car);
  for (const car of bySlug) if (car) found.set(car.slug, car);
  const cars: Car[] = [];
  for (const ref of refs) {
    const car = found.get(ref.kind === "id" ? `#${ref.id}` : ref.slug);
    if (car && !cars.some((c) => c.id === car.id)) cars.push(car);
  }
  return cars;
}
