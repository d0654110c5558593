/**
 * Whether a car of a site's stock is on the public website, and if not, why. Staff may hide a
 * car (a feed never shows it again); a car no feed has listed for longer than the site's
 * limit (7 days unless the site sets `inventory.maxUnconfirmedDays`) is hidden as stale, so a
 * dealer whose feed stopped never shows cars that may be long gone. Time is counted in elapsed
 * days of 24 hours from the instant of the last confirmation, the same in every time zone: a
 * car confirmed 7 days ago to the millisecond is still shown, one millisecond later it is not.
 * Only cars for sale (in stock, coming soon) go stale: a sold car is shown as sold for the
 * site's sold days whatever the feed says.
 */
import type { Car, CarStatus } from "@/domain/car/car";
import { DEFAULT_TIME_ZONE, formatDateAu } from "@/domain/format/date";

export const DAY_MS = 86_400_000;

/** Days a car may go without a feed listing it before it leaves the website. */
export const DEFAULT_MAX_UNCONFIRMED_DAYS = 7;

export type StockState =
  | { kind: "on-website" }
  | { kind: "hidden-by-staff"; since: Date }
  | { kind: "unconfirmed"; days: number }
  | { kind: "off-website" };

export type FreshnessFacts = {
  status: CarStatus;
  /** The feed's own show_on_dealer_website flag. */
  showOnDealerWebsite: boolean;
  hiddenAt: Date | null;
  feedConfirmedAt: Date;
};

/** Cars confirmed at or after this instant are fresh (epoch milliseconds). */
export function unconfirmedCutoff(now: number, maxUnconfirmedDays: number): number {
  return now - Math.max(0, maxUnconfirmedDays) * DAY_MS;
}

/** Whole days of 24 hours from `since` to `now` (0 for a future instant): days unconfirmed, days in stock. */
export function wholeDaysSince(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** Whole days since the feed last listed the car. */
export function daysUnconfirmed(feedConfirmedAt: Date, now: Date): number {
  return wholeDaysSince(feedConfirmedAt, now);
}

/** True when the car has gone unconfirmed for longer than the limit. */
export function isUnconfirmed(
  feedConfirmedAt: Date,
  now: Date,
  maxUnconfirmedDays: number,
): boolean {
  return feedConfirmedAt.getTime() < unconfirmedCutoff(now.getTime(), maxUnconfirmedDays);
}

/** The car's state on the website; staff hiding wins over the feed's flag and staleness. */
export function stockState(
  car: FreshnessFacts,
  now: Date,
  maxUnconfirmedDays: number = DEFAULT_MAX_UNCONFIRMED_DAYS,
): StockState {
  if (car.hiddenAt) return { kind: "hidden-by-staff", since: car.hiddenAt };
  if (!car.showOnDealerWebsite) return { kind: "off-website" };
  if (car.status !== "sold" && isUnconfirmed(car.feedConfirmedAt, now, maxUnconfirmedDays))
    return { kind: "unconfirmed", days: daysUnconfirmed(car.feedConfirmedAt, now) };
  return { kind: "on-website" };
}

/**
 * Whether a car is on the public website: shown by its feed, not hidden by staff, and (when
 * for sale) confirmed within the limit. A car without a confirmation time counts as confirmed.
 */
export function isOnWebsite(
  car: Pick<Car, "show_on_dealer_website" | "hidden_at" | "feed_confirmed_at" | "status">,
  now: Date,
  maxUnconfirmedDays: number = DEFAULT_MAX_UNCONFIRMED_DAYS,
): boolean {
  const facts = {
    status: car.status,
    showOnDealerWebsite: car.show_on_dealer_website,
    hiddenAt: car.hidden_at ?? null,
    feedConfirmedAt: car.feed_confirmed_at ?? now,
  };
  return stockState(facts, now, maxUnconfirmedDays).kind === "on-website";
}

/** The state in the console's words. */
export function stockStateLabel(state: StockState): string {
  switch (state.kind) {
    case "on-website":
      return "On the website";
    case "hidden-by-staff":
      return "Hidden by staff";
    case "off-website":
      return "Hidden by the feed";
    case "unconfirmed":
      return `Hidden: not confirmed for ${state.days} ${state.days === 1 ? "day" : "days"}`;
  }
}

/**
 * Dealerships whose last feed import is older than a day (or that never had one): their
 * stock may be going stale. `lastImports` maps a dealership slug to its last import.
 */
export function dealershipsWithoutRecentFeed(
  dealerships: readonly string[],
  lastImports: ReadonlyMap<string, Date>,
  now: Date,
): { slug: string; lastImport: Date | null }[] {
  const since = now.getTime() - DAY_MS;
  return dealerships
    .map((slug) => ({ slug, lastImport: lastImports.get(slug) ?? null }))
    .filter(({ lastImport }) => lastImport === null || lastImport.getTime() < since);
}

/**
 * The vehicle page's 'Availability confirmed' date (dd/MM/yyyy in the given zone) for a car
 * for sale, when the site shows it; null for sold cars and cars never confirmed by a feed.
 */
export function availabilityConfirmedDate(
  car: Pick<Car, "status" | "feed_confirmed_at">,
  settings: { show: boolean; timeZone?: string | null },
): string | null {
  if (!settings.show || car.status === "sold" || !car.feed_confirmed_at) return null;
  return formatDateAu(car.feed_confirmed_at, settings.timeZone ?? DEFAULT_TIME_ZONE) || null;
}
