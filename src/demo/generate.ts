/**
 * The demo data set: four invented dealer sites with about 3,100 vehicles, their dealerships,
 * locations, showroom models, reviews and offers. Deterministic for a seed and `now`: the same
 * inputs give the same ids, cars and dates on every machine.
 */

import type { DemoData } from "@/data/demo-data";
import { buildCars } from "./build-cars";
import { buildModels } from "./build-models";
import { buildPlaces } from "./build-places";
import { buildPromotions } from "./build-promotions";
import { buildReviews } from "./build-reviews";
import { createRng } from "./prng";
import { OUTBACK_CARAVANS, PARKSIDE_NISSAN, REDGUM_PREOWNED } from "./sites/single-sites";
import { SOUTHERN_CROSS } from "./sites/southern-cross";

export const DEMO_SITES = [SOUTHERN_CROSS, PARKSIDE_NISSAN, REDGUM_PREOWNED, OUTBACK_CARAVANS];
export const DEFAULT_SEED = 20250601;

/** Dealership slugs per demo site, for the site configs (sites/*.json). */
export function demoSiteDealerships(): Record<string, string[]> {
  return Object.fromEntries(DEMO_SITES.map((s) => [s.slug, s.dealerships.map((d) => d.slug)]));
}

export function generateDemo(options: { seed?: number; now?: Date } = {}): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const rng = createRng(seed);
  const { placed, dealerships, locations } = buildPlaces(DEMO_SITES, rng.fork("places"), now);
  const cars = buildCars(rng.fork("cars"), now, placed);

  const modelRng = rng.fork("models");
  const showroom = placed.find((p) => p.dealership.slug === "parkside-nissan");
  const models = showroom
    ? buildModels(modelRng, now, showroom.dealership, { model: 1, variant: 1, colour: 1 })
    : [];

  const reviewRng = rng.fork("reviews");
  const reviews = placed.flatMap((p) =>
    buildReviews(
      reviewRng,
      now,
      p.dealership.id,
      p.locations.map((l) => l.location),
      0,
    ),
  );
  reviews.forEach((r, i) => {
    r.id = i + 1;
  });

  const promotions = buildPromotions(now, dealerships, 1);
  return { dealerships, locations, cars, models, reviews, promotions };
}
