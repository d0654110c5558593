import { describe, expect, it } from "vitest";
import { formatDateAu } from "@/domain/format/date";
import {
  availabilityConfirmedDate,
  DAY_MS,
  daysUnconfirmed,
  dealershipsWithoutRecentFeed,
  isOnWebsite,
  isUnconfirmed,
  stockState,
  stockStateLabel,
  unconfirmedCutoff,
} from "./freshness";

const now = new Date("2026-11-26T04:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const car = (feedConfirmedAt: Date, extra: Partial<{ hiddenAt: Date; show: boolean }> = {}) => ({
  status: "in_stock" as const,
  showOnDealerWebsite: extra.show ?? true,
  hiddenAt: extra.hiddenAt ?? null,
  feedConfirmedAt,
});

describe("freshness", () => {
  it("cuts at now minus the limit in whole days; a negative limit counts as 0", () => {
    expect(unconfirmedCutoff(now.getTime(), 7)).toBe(now.getTime() - 7 * DAY_MS);
    expect(unconfirmedCutoff(now.getTime(), -3)).toBe(now.getTime());
  });

  it("shows a car confirmed exactly 7 days ago and hides it one millisecond later", () => {
    expect(isUnconfirmed(ago(7 * DAY_MS), now, 7)).toBe(false);
    expect(isUnconfirmed(ago(7 * DAY_MS + 1), now, 7)).toBe(true);
    expect(stockState(car(ago(7 * DAY_MS + 1)), now)).toEqual({ kind: "unconfirmed", days: 7 });
  });

  it("hides a car confirmed 8 days ago with the default and shows it with 10 days", () => {
    expect(stockState(car(ago(8 * DAY_MS)), now)).toEqual({ kind: "unconfirmed", days: 8 });
    expect(stockState(car(ago(8 * DAY_MS)), now, 10)).toEqual({ kind: "on-website" });
  });

  it("a limit of 0 hides every car not confirmed this instant", () => {
    expect(stockState(car(now), now, 0)).toEqual({ kind: "on-website" });
    expect(stockState(car(ago(1)), now, 0)).toEqual({ kind: "unconfirmed", days: 0 });
  });

  it("counts elapsed days, not calendar days of a zone", () => {
    // 23:59 in Brisbane (UTC+10) on the 19th, read at 14:00 in Brisbane on the 26th: the
    // calendar says 7 days, the clock 6 days, 14 hours and 1 minute, so 6 and shown.
    const confirmed = new Date("2026-11-19T13:59:00Z");
    expect(formatDateAu(confirmed, "Australia/Brisbane")).toBe("19/11/2026");
    expect(daysUnconfirmed(confirmed, now)).toBe(6);
    expect(stockState(car(confirmed), now)).toEqual({ kind: "on-website" });
    // The same instant is the 20th in Auckland (UTC+13): the date shown moves, the state does not.
    expect(formatDateAu(confirmed, "Pacific/Auckland")).toBe("20/11/2026");
    expect(stockState(car(confirmed), now, 6)).toEqual({ kind: "unconfirmed", days: 6 });
  });

  it("a confirmation in the future counts as 0 days", () => {
    expect(daysUnconfirmed(new Date(now.getTime() + DAY_MS), now)).toBe(0);
  });

  it("staff hiding wins over the feed's flag and over staleness", () => {
    const hiddenAt = ago(DAY_MS);
    expect(stockState(car(ago(30 * DAY_MS), { hiddenAt }), now)).toEqual({
      kind: "hidden-by-staff",
      since: hiddenAt,
    });
    expect(stockState(car(now, { show: false }), now)).toEqual({ kind: "off-website" });
  });

  it("never calls a sold car stale: it is listed as sold for the sold days", () => {
    expect(stockState({ ...car(ago(30 * DAY_MS)), status: "sold" }, now)).toEqual({
      kind: "on-website",
    });
  });

  it("reads a Car: no confirmation time counts as confirmed", () => {
    const base = { show_on_dealer_website: true, status: "in_stock" as const };
    expect(isOnWebsite(base, now)).toBe(true);
    expect(isOnWebsite({ ...base, feed_confirmed_at: ago(8 * DAY_MS) }, now)).toBe(false);
    expect(isOnWebsite({ ...base, feed_confirmed_at: ago(8 * DAY_MS) }, now, 9)).toBe(true);
    expect(isOnWebsite({ ...base, hidden_at: ago(1) }, now)).toBe(false);
    expect(isOnWebsite({ ...base, show_on_dealer_website: false }, now)).toBe(false);
  });

  it("labels each state", () => {
    expect(stockStateLabel({ kind: "on-website" })).toBe("On the website");
    expect(stockStateLabel({ kind: "hidden-by-staff", since: now })).toBe("Hidden by staff");
    expect(stockStateLabel({ kind: "unconfirmed", days: 1 })).toBe(
      "Hidden: not confirmed for 1 day",
    );
    expect(stockStateLabel({ kind: "unconfirmed", days: 9 })).toBe(
      "Hidden: not confirmed for 9 days",
    );
  });

  it("finds the dealerships without a feed import for more than a day", () => {
    const last = new Map([
      ["north", ago(DAY_MS)],
      ["south", ago(DAY_MS + 1)],
    ]);
    expect(dealershipsWithoutRecentFeed(["north", "south", "west"], last, now)).toEqual([
      { slug: "south", lastImport: ago(DAY_MS + 1) },
      { slug: "west", lastImport: null },
    ]);
    expect(dealershipsWithoutRecentFeed([], last, now)).toEqual([]);
  });

  it("dates the availability in the zone given, only for cars for sale when switched on", () => {
    // 14:30 UTC on the 25th is 00:30 on the 26th in Brisbane, still the 25th in Perth.
    const car = {
      status: "in_stock" as const,
      feed_confirmed_at: new Date("2026-11-25T14:30:00Z"),
    };
    expect(availabilityConfirmedDate(car, { show: true, timeZone: "Australia/Brisbane" })).toBe(
      "26/11/2026",
    );
    expect(availabilityConfirmedDate(car, { show: true, timeZone: "Australia/Perth" })).toBe(
      "25/11/2026",
    );
    expect(availabilityConfirmedDate(car, { show: true })).toBe("26/11/2026");
    expect(availabilityConfirmedDate(car, { show: false })).toBeNull();
    expect(availabilityConfirmedDate({ ...car, status: "sold" }, { show: true })).toBeNull();
    expect(availabilityConfirmedDate({ status: "in_stock" }, { show: true })).toBeNull();
  });
});
