/**
 * A month of a dealership's life before "now", so that the console looks like a working
 * dealership's on first start: leads of every form the site offers, at its locations and about
 * its cars, mostly delivered (some after a failed try), a few failed and a few still pending;
 * follow-up states moved on by the site's staff with notes, most leads seen; the daily feed
 * imports (an occasional rejected row); shoppers' searches and vehicle page views; and a
 * week of scheduled delivery checks. Deterministic for a seed and `now`.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { DemoData } from "@/data/demo-data";
import type { HistoryLead, SiteHistory } from "@/data/demo-history";
import type { Car } from "@/domain/car/car";
import { isAvailable } from "@/domain/car/car";
import { checkSlot } from "@/domain/console/delivery-schedule";
import { TEST_LEAD_NOTE } from "@/domain/leads/lead";
import { KIND_RULES } from "@/domain/leads/lead-kinds";
import type { Dealership, Location } from "@/domain/location/location";
import { outboxPlan } from "@/features/leads/submit/build-lead";
import type { Resolved } from "@/features/leads/submit/resolve-place";
import {
  DAY_MS,
  deliver,
  followUp,
  formWeights,
  HOUR_MS,
  leadTime,
  newLead,
  uuidOf,
} from "./history-leads";
import { createRng, type Rng } from "./prng";

export const HISTORY_DAYS = 30;

export type HistorySite = {
  config: SiteConfig;
  dealerships: readonly Dealership[];
  locations: readonly Location[];
  cars: readonly Car[];
  /** Two capital letters of this site's lead references, which every site must have apart. */
  referenceCode?: string;
};

export function buildHistory(rng: Rng, now: Date, site: HistorySite): SiteHistory {
  const { config, locations, dealerships } = site;
  const placeOf = (location: Location | null): Resolved => ({
    location,
    dealership: dealerships.find((d) => d.id === location?.dealership_id) ?? dealerships[0] ?? null,
  });
  const cars = site.cars.filter(isAvailable);
  const popular = cars.slice(0, Math.min(cars.length, 60));
  const staff = config.staff.filter((m) => m.role !== "owner").map((m) => m.email);
  const authors = staff.length > 0 ? staff : config.staff.map((m) => m.email);
  const people = authors.length > 0 ? authors : [`sales@${config.slug}.example`];
  const kinds = formWeights(config);
  const perDay = Math.min(16, 3 + Math.round(locations.length * 1.2));
  const timeZone = locations[0]?.time_zone ?? "Australia/Sydney";
  let serial = 0;
  const code = site.referenceCode ?? config.slug.slice(0, 2).toUpperCase();
  const reference = () => `D${code}${String(++serial).padStart(5, "0")}`;

  const leads: HistoryLead[] = [];
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const count = Math.max(0, Math.round(perDay * (0.6 + rng.next() * 0.8)));
    for (let i = 0; i < count; i++) {
      const at = leadTime(rng, now, back);
      if (at >= now) continue;
      const kind = rng.weighted(kinds);
      const car =
        KIND_RULES[kind].category === "General Enquiry" &&
        kind !== "car-enquiry" &&
        kind !== "test-drive" &&
        kind !== "request-photos" &&
        kind !== "reserve"
          ? null
          : popular.length > 0
            ? rng.pick(popular)
            : null;
      const location =
        (car && locations.find((l) => l.id === car.location_id)) ||
        (locations.length > 0 ? rng.pick(locations) : null);
      const place = placeOf(location);
      const lead = newLead(rng, config, kind, car, place, uuidOf(rng), reference());
      const age = now.getTime() - at.getTime();
      const fate =
        age < HOUR_MS && rng.chance(0.5)
          ? "pending"
          : age > 2 * HOUR_MS && rng.chance(0.03)
            ? "failed"
            : age > 2 * HOUR_MS && age < 3 * DAY_MS && rng.chance(0.02)
              ? "pending"
              : "delivered";
      const outbox = deliver(rng, outboxPlan(config, place, lead.contact.email), at, now, fate);
      leads.push({
        lead,
        createdAt: at,
        deliveryStatus: fate,
        outbox,
        ...followUp(rng, at, now, people),
      });
    }
  }

  const checks: SiteHistory["checks"] = [];
  for (let back = 6; back >= 0; back--) {
    const at = new Date(
      checkSlot(
        new Date(now.getTime() - back * DAY_MS),
        timeZone,
        config.forms.healthCheck.everyHours,
      ).startsAt.getTime() +
        5 * 60_000,
    );
    if (at >= now) continue;
    const lead = newLead(
      rng,
      config,
      "enquiry",
      null,
      placeOf(locations[0] ?? null),
      uuidOf(rng),
      reference(),
    );
    lead.contact = {
      name: "Test",
      last_name: "Lead",
      email: "delivery-check@test.invalid",
      phone: "",
      postcode: "",
      contact_preference: "email",
    };
    lead.comments = `${TEST_LEAD_NOTE} Scheduled delivery check.`;
    lead.is_test = true;
    const plans = outboxPlan(config, placeOf(locations[0] ?? null), lead.contact.email, false);
    checks.push({
      slot: checkSlot(at, timeZone, config.forms.healthCheck.everyHours).key,
      at,
      leadIndex: leads.length,
    });
    leads.push({
      lead,
      createdAt: at,
      deliveryStatus: "delivered",
      followUpState: "new",
      followUps: [],
      seen: null,
      outbox: deliver(rng, plans, at, now, "delivered"),
    });
  }

  const imports: SiteHistory["imports"] = [];
  const stock = site.cars.length;
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const at = new Date(now.getTime() - back * DAY_MS);
    at.setUTCHours(20, 0, 0, 0); // 6 am the next morning on the east coast
    const added = rng.int(0, Math.max(1, Math.round(stock * 0.01)));
    const sold = rng.int(0, Math.max(1, Math.round(stock * 0.008)));
    const changed = rng.int(0, Math.max(2, Math.round(stock * 0.03)));
    const rejected = rng.chance(0.12)
      ? [
          {
            row: rng.int(2, stock + 1),
            field: rng.pick(["price", "year", "vin"]),
            message: rng.pick(["must be a number", "is required", "is not a valid VIN"]),
          },
        ]
      : [];
    imports.push({
      at,
      dealerships: [...config.dealerships],
      added,
      changed,
      sold,
      unchanged: Math.max(0, stock - added - changed),
      rejected,
    });
  }

  const viewEvents: SiteHistory["viewEvents"] = [];
  const searches: Date[] = [];
  const dailySearches = Math.min(80, 15 + locations.length * 6);
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const n = Math.round(dailySearches * (0.7 + rng.next() * 0.6));
    for (let i = 0; i < n; i++) {
      const at = leadTime(rng, now, back);
      if (at < now) searches.push(at);
    }
    for (const car of popular) {
      if (!rng.chance(0.35)) continue;
      const count = Math.max(1, Math.round(rng.next() ** 2 * 6));
      for (let i = 0; i < count; i++) {
        const at = leadTime(rng, now, back);
        if (at < now) viewEvents.push({ carId: car.id, at });
      }
    }
  }
  const perCarDay = new Map<string, { carId: number; day: string; views: number }>();
  for (const { carId, at } of viewEvents) {
    const day = at.toISOString().slice(0, 10);
    const key = `${carId} ${day}`;
    const row = perCarDay.get(key) ?? { carId, day, views: 0 };
    row.views += 1;
    perCarDay.set(key, row);
  }
  return { leads, imports, viewEvents, views: [...perCarDay.values()], searches, checks };
}

/**
 * The history of every site whose dealerships are all the demo's, from the demo's data set.
 * Each site has its own random stream, so one site's history does not shift another's.
 */
export function demoHistories(
  data: DemoData,
  sites: readonly SiteConfig[],
  options: { seed: number; now: Date },
): { slug: string; history: SiteHistory }[] {
  const rng = createRng(options.seed);
  const codes = new Set<string>();
  /** The slug's first two letters, or the next two letters free: references are unique. */
  const codeOf = (slug: string) => {
    const letters = slug.toUpperCase().replace(/[^A-Z]/g, "");
    let n = (letters.charCodeAt(0) - 65) * 26 + (letters.charCodeAt(1) - 65);
    if (!(n >= 0 && n < 676)) n = 0;
    const text = (i: number) =>
      String.fromCharCode(65 + (Math.floor(i / 26) % 26)) + String.fromCharCode(65 + (i % 26));
    while (codes.has(text(n))) n = (n + 1) % 676;
    codes.add(text(n));
    return text(n);
  };
  return sites.flatMap((config) => {
    const own = data.dealerships.filter((d) => config.dealerships.includes(d.slug));
    if (own.length === 0 || own.length !== config.dealerships.length) return [];
    const ids = new Set(own.map((d) => d.id));
    const history = buildHistory(rng.fork(`history:${config.slug}`), options.now, {
      config,
      dealerships: own,
      locations: data.locations.filter((l) => ids.has(l.dealership_id)),
      cars: data.cars.filter((c) => ids.has(c.dealership_id)),
      referenceCode: codeOf(config.slug),
    });
    return [{ slug: config.slug, history }];
  });
}
