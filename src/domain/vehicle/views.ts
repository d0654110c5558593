/**
 * The views counter call:
 * GET /api/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id}
 * answers { views, car_fields }. The page sends what it was rendered with; when the car has
 * changed since (a cached page, a feed update), car_fields carries the current values so the
 * page can say so. A non-OK reply gives null on the page. No zod here: the page's views island
 * imports this module, and the browser should not download a schema library for it.
 */
import type { Car } from "@/domain/car/car";

/** The query as the route reads it (view-query.ts parses it). */
export type ViewQuery = { photos_count?: number; updated_at?: number; website_id?: string };

export type CarFields = Pick<Car, "photos_count" | "status" | "price"> & { updated_at: string };
export type ViewAnswer = { views: number; car_fields: CarFields | null };

/** The current fields when the page's copy is out of date, else null. */
export function staleCarFields(
  query: Partial<ViewQuery>,
  car: Pick<Car, "photos_count" | "updated_at" | "status" | "price">,
): CarFields | null {
  const photosChanged = query.photos_count !== undefined && query.photos_count !== car.photos_count;
  const updated = query.updated_at !== undefined && query.updated_at < car.updated_at.getTime();
  if (!photosChanged && !updated) return null;
  return {
    photos_count: car.photos_count,
    status: car.status,
    price: car.price,
    updated_at: car.updated_at.toISOString(),
  };
}

/** "1 person has viewed" / "1,234 people have viewed" style count text. */
export function viewsText(views: number): string {
  const n = Math.max(0, Math.round(views));
  const count = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n === 1 ? "Viewed 1 time" : `Viewed ${count} times`;
}
