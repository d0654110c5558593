/**
 * The search-page benchmark's data: the generator's cars and dealerships as rows the demo-data
 * writer takes (one sales location per dealership), written into a fresh PGlite directory, plus
 * site configs over that stock: one dealership, a group of 20, and all 200.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeDatabase, openDatabase } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import type { Car } from "@/domain/car/car";
import type { Dealership, Location } from "@/domain/location/location";
import type { Dealership as BenchDealer } from "./car-generator";

export type BenchSite = { slug: string; dealerships: string[] };

function dealership(dealer: BenchDealer): Dealership {
  return {
    id: dealer.id,
    name: dealer.name,
    slug: dealer.slug,
    make: null,
    manufacturers: [],
    url: null,
    logo: null,
    phone: "07 3000 0000",
    email: null,
    lead_email: null,
    average_rating: null,
    review_count: 0,
    service_booking_url: null,
  };
}

function location(dealer: BenchDealer): Location {
  return {
    id: dealer.id * 10,
    dealership_id: dealer.id,
    name: `${dealer.name} Sales`,
    slug: `${dealer.slug}-sales`,
    visible: true,
    primary: true,
    location_type: "sales",
    location_subtype: null,
    manufacturers: [],
    dealer_license_number: null,
    motor_vehicle_repairer: null,
    address: {
      id: dealer.id,
      street: `${dealer.id} Main Road`,
      city: dealer.city,
      state: dealer.state,
      postcode: "4000",
      place_url: null,
      lat: -27.47,
      long: 153.02,
    },
    contact_detail: {
      phone: "07 3000 0000",
      landline_phone: null,
      email: null,
      lead_email: null,
      opening_hours: [],
    },
    special_hours: [],
    image: null,
    average_rating: null,
    review_count: 0,
    time_zone: "Australia/Brisbane",
  };
}

/** Writes the stock into `{dataDir}/pglite`; returns the milliseconds it took. */
export async function writeBenchDatabase(
  dataDir: string,
  cars: readonly Car[],
  dealers: readonly BenchDealer[],
): Promise<number> {
  const started = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    await insertDemoData(db, {
      dealerships: dealers.map(dealership),
      locations: dealers.map(location),
      cars: [...cars],
      models: [],
      reviews: [],
      promotions: [],
    });
  } finally {
    await closeDatabase(db);
  }
  return performance.now() - started;
}

export function benchSites(dealers: readonly BenchDealer[]): BenchSite[] {
  const slugs = dealers.map((d) => d.slug);
  return [
    { slug: "bench-single", dealerships: slugs.slice(0, 1) },
    { slug: "bench-group", dealerships: slugs.slice(0, 20) },
    { slug: "bench-all", dealerships: slugs },
  ];
}

export function writeBenchSites(sitesDir: string, sites: readonly BenchSite[]): void {
  mkdirSync(sitesDir, { recursive: true });
  for (const site of sites) {
    const config = {
      slug: site.slug,
      name: `Bench ${site.slug.slice(6)}`,
      template: site.dealerships.length > 1 ? "dealer-group" : "single-dealer",
      dealerships: site.dealerships,
      search: { promoPositions: [5, 10] },
    };
    writeFileSync(path.join(sitesDir, `${site.slug}.json`), `${JSON.stringify(config, null, 2)}\n`);
  }
}
