/**
 * A search hit as the JSON APIs answer it: the fields a result card, a favourites entry and the
 * similar-cars carousel read, not the whole listing (comments, spin frames, equipment lists
 * and lender tables stay on the vehicle page). Dates are ISO text.
 */
import type { Car } from "@/domain/car/car";

export const HIT_FIELDS = [
  "id",
  "slug",
  "name",
  "stocknum",
  "item_type",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "km",
  "seats",
  "doors",
  "simple_body",
  "bodyconfiguration",
  "simple_transmission",
  "trans",
  "simple_fuel",
  "fuel",
  "simple_drive",
  "drive",
  "price",
  "before_price",
  "offer_price",
  "subscription_price",
  "price_type",
  "preorder",
  "weekly_price",
  "status",
  "car_type",
  "tag",
  "reserved",
  "certified",
  "photos_count",
  "primary_image_url",
  "dealership_id",
  "dealership_slug",
  "dealership_name",
  "location_id",
  "location_name",
  "city",
  "state",
  "autograb_data",
] as const satisfies readonly (keyof Car)[];

type HitField = (typeof HIT_FIELDS)[number];

export type SearchHit = Pick<Car, HitField> & {
  readonly path: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly images: readonly { url: string; thumb: { url: string } }[];
  readonly weekly_repayment: number | null;
};

/** At most this many photos travel with a hit (a card shows one; a carousel may show a few). */
const HIT_IMAGES = 3;

export function toSearchHit(car: Car): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of HIT_FIELDS) hit[field] = car[field];
  return {
    ...(hit as Pick<Car, HitField>),
    path: `/cars/${car.slug}`,
    created_at: car.created_at.toISOString(),
    updated_at: car.updated_at.toISOString(),
    images: car.images.slice(0, HIT_IMAGES),
    weekly_repayment: car.youxQuote?.weeklyRepaymentAmount ?? car.weekly_price ?? null,
  };
}
