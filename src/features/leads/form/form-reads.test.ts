import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/data/db";
import { testDriveSlots } from "@/domain/leads/test-drive-slots";
import type { Location, OpeningHour } from "@/domain/location/location";

const reads = vi.hoisted(() => ({ booked: [] as Date[], bookedCalls: 0, locationCalls: 0 }));
vi.mock("@/data/leads/lead-reads", () => ({
  bookedTestDrives: async () => {
    reads.bookedCalls++;
    return [...reads.booked];
  },
}));
vi.mock("@/data/repositories/locations", () => ({
  listLocations: async () => {
    reads.locationCalls++;
    return [];
  },
}));
vi.mock("@/data/repositories/dealerships", () => ({ listDealerships: async () => [] }));
vi.mock("@/data/stock-events", () => ({ onStockChanged: async () => async () => {} }));

const { forgetBookedSlots, forgetSitePlaces, freeSlots, offeredSlots, sitePlaces } = await import(
  "./form-reads"
);

const open = (weekday: number): OpeningHour => ({
  weekday,
  status: "Open",
  open: "09:00",
  close: "11:00",
  formated_hours: "",
});
const location = {
  id: 7,
  time_zone: "Australia/Brisbane",
  contact_detail: { opening_hours: [0, 1, 2, 3, 4, 5, 6].map(open) },
  special_hours: [],
} as unknown as Location;
const scope = { slug: "alpha" } as never;
// Monday 23 November 2026, 06:00 in Brisbane: the first time offered is 9:00 am (23:00 UTC).
const dawn = new Date("2026-11-22T20:00:00Z");
const nineAm = "2026-11-22T23:00:00.000Z";
const nineThirty = "2026-11-22T23:30:00.000Z";

const times = (days: { slots: { at: string }[] }[]) =>
  days.flatMap((d) => d.slots.map((s) => s.at));

describe("offeredSlots", () => {
  let db: Database;
  beforeEach(() => {
    db = {} as Database; // a fresh database: a fresh cache key
    reads.booked = [];
    reads.bookedCalls = 0;
    forgetBookedSlots();
  });

  it("is the location's free times, as worked out without a cache", async () => {
    reads.booked = [new Date(nineThirty)];
    const offered = await offeredSlots(db, scope, location, dawn);
    const fresh = testDriveSlots({
      opening: location.contact_detail.opening_hours,
      special: [],
      timeZone: location.time_zone,
      now: dawn,
      booked: [new Date(nineThirty)],
    });
    expect(offered).toEqual(fresh);
    expect(times(offered)).not.toContain(nineThirty);
  });

  it("reads bookings once for a while, and again the moment a test drive is booked", async () => {
    expect(times(await offeredSlots(db, scope, location, dawn))).toContain(nineAm);
    reads.booked = [new Date(nineAm)]; // booked elsewhere: still offered until the cache expires
    expect(times(await offeredSlots(db, scope, location, dawn))).toContain(nineAm);
    expect(reads.bookedCalls).toBe(1);
    forgetBookedSlots(); // booked through this process
    expect(times(await offeredSlots(db, scope, location, dawn))).not.toContain(nineAm);
    expect(reads.bookedCalls).toBe(2);
  });

  it("drops times that have become too soon since the times were cached", async () => {
    expect(times(await offeredSlots(db, scope, location, dawn))[0]).toBe(nineAm);
    // 7:15 am: 9:00 is now less than two hours away; 9:30 is not.
    const later = new Date("2026-11-22T21:15:00Z");
    const offered = times(await offeredSlots(db, scope, location, later));
    expect(offered[0]).toBe(nineThirty);
    expect(offered).toEqual(
      times(
        testDriveSlots({
          opening: location.contact_detail.opening_hours,
          special: [],
          timeZone: location.time_zone,
          now: later,
          booked: [],
        }),
      ),
    );
  });
});

describe("freeSlots", () => {
  it("leaves out booked times and drops a day left without any", () => {
    const grid = [
      { date: "2026-11-23", label: "Monday", slots: [{ at: nineAm, label: "9:00 am" }] },
      {
        date: "2026-11-24",
        label: "Tuesday",
        slots: [
          { at: "2026-11-23T23:00:00.000Z", label: "9:00 am" },
          { at: "2026-11-23T23:30:00.000Z", label: "9:30 am" },
        ],
      },
    ];
    expect(freeSlots(grid, [new Date(nineAm), new Date("2026-11-23T23:30:00Z")], dawn)).toEqual([
      {
        date: "2026-11-24",
        label: "Tuesday",
        slots: [{ at: "2026-11-23T23:00:00.000Z", label: "9:00 am" }],
      },
    ]);
  });
});

describe("sitePlaces", () => {
  it("reads a site's places once for a while, per database", async () => {
    forgetSitePlaces();
    reads.locationCalls = 0;
    const db = {} as Database;
    await sitePlaces(db, scope);
    await sitePlaces(db, scope);
    expect(reads.locationCalls).toBe(1);
    await sitePlaces({} as Database, scope);
    expect(reads.locationCalls).toBe(2);
    forgetSitePlaces();
    await sitePlaces(db, scope);
    expect(reads.locationCalls).toBe(3);
  });
});
