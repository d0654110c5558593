/**
 * What every lead form reads, kept for a short time per site so that a page with several forms
 * (the vehicle page has up to five) reads it once, and a busy page not at all:
 *
 * - the site's locations and dealerships: 30 s, emptied when this process hears of a stock
 *   change (imports come with location changes);
 * - each location's test-drive times before bookings are taken out (the opening and special
 *   hours worked through in the location's time zone, the costly part): 60 s. Served with the
 *   times that have since become too soon removed, so a cached list never offers a time the
 *   server would refuse for being too soon;
 * - each location's booked times: 30 s, and emptied in this process the moment a test drive is
 *   booked (forgetBookedSlots), so the shopper who booked, and everyone after, no longer sees
 *   that time. A booking made through another app node shows here for at most 30 s; picking it
 *   then gets 'That time has just been taken' from the server, which always checks the database
 *   (submit-lead.ts and the one-booking-per-slot constraint).
 *
 * The submission path never reads these caches: it decides with fresh reads.
 */
import type { Database } from "@/data/db";
import { bookedTestDrives } from "@/data/leads/lead-reads";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { onStockChanged } from "@/data/stock-events";
import {
  DEFAULT_SLOT_RULES,
  type SlotDay,
  type SlotRules,
  testDriveSlots,
} from "@/domain/leads/test-drive-slots";
import type { Dealership, Location } from "@/domain/location/location";
import type { SiteScope } from "@/domain/site/site-scope";
import { processShared } from "@/lib/process-shared";
import { TtlCache } from "@/lib/ttl-cache";

export const PLACES_TTL_MS = 30_000;
export const SLOT_GRID_TTL_MS = 60_000;
export const BOOKED_TTL_MS = 30_000;

export type SitePlaces = { locations: Location[]; dealerships: Dealership[] };

type Caches = {
  places: TtlCache<SitePlaces>;
  grids: TtlCache<SlotDay[]>;
  booked: TtlCache<Date[]>;
  /** A name per database (tests open several), which also means its stock events are heard. */
  names: WeakMap<Database, number>;
  lastName: number;
};

const caches = processShared<Caches>("lead-form-reads", () => ({
  places: new TtlCache(PLACES_TTL_MS, 500),
  grids: new TtlCache(SLOT_GRID_TTL_MS, 2_000),
  booked: new TtlCache(BOOKED_TTL_MS, 2_000),
  names: new WeakMap(),
  lastName: 0,
}));

/** The cache key of a site (and a location) in a database. */
function keyOf(db: Database, ...parts: (string | number)[]): string {
  let name = caches.names.get(db);
  if (name === undefined) {
    name = ++caches.lastName;
    caches.names.set(db, name);
    // Without events (a driver that cannot listen) the time to live alone keeps forms fresh.
    onStockChanged(db, forgetSitePlaces).catch(() => {});
  }
  return [name, ...parts].join(":");
}

/** Every location (hidden ones too: a car may stand at one) and dealership of a site. */
export function sitePlaces(db: Database, scope: SiteScope): Promise<SitePlaces> {
  return caches.places.get(keyOf(db, scope.slug), async () => {
    const [locations, dealerships] = await Promise.all([
      listLocations(db, scope, { includeHidden: true }),
      listDealerships(db, scope),
    ]);
    return { locations, dealerships };
  });
}

/** Empties the places cache (a stock change: imports bring location changes). */
export function forgetSitePlaces(): void {
  caches.places.clear();
}

/** Empties the cached test-drive times (for benchmarks and tests). */
export function forgetSlotGrids(): void {
  caches.grids.clear();
}

/** A booking was made in this process: no form may offer its time again. */
export function forgetBookedSlots(): void {
  caches.booked.clear();
}

/**
 * The days and times of `grid` still bookable at `now`: times sooner than the lead time and
 * booked times left out, and days left with no time dropped. Pure, for the cached grid.
 */
export function freeSlots(
  grid: readonly SlotDay[],
  booked: readonly Date[],
  now: Date,
  rules: SlotRules = DEFAULT_SLOT_RULES,
): SlotDay[] {
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const taken = new Set(booked.map((d) => d.getTime()));
  const days: SlotDay[] = [];
  for (const day of grid) {
    const slots = day.slots.filter((s) => {
      const at = Date.parse(s.at);
      return at >= earliest && !taken.has(at);
    });
    if (slots.length > 0) days.push(slots.length === day.slots.length ? day : { ...day, slots });
  }
  return days;
}

/** The test-drive times a location offers now: the cached grid less the (cached) bookings. */
export async function offeredSlots(
  db: Database,
  scope: SiteScope,
  location: Location,
  now: Date,
): Promise<SlotDay[]> {
  const key = keyOf(db, scope.slug, location.id);
  const [grid, booked] = await Promise.all([
    caches.grids.get(key, async () =>
      testDriveSlots({
        opening: location.contact_detail.opening_hours,
        special: location.special_hours,
        timeZone: location.time_zone,
        now,
        booked: [],
      }),
    ),
    caches.booked.get(key, () => bookedTestDrives(db, scope, location.id, now)),
  ]);
  return freeSlots(grid, booked, now);
}
