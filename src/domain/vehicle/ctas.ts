/**
 * The vehicle page's main calls to action: the site's set and order, minus those the
 * car or the site cannot honour. The same list feeds the sidebar and the mobile bar. An
 * unavailable car has none: its 'Find Me Something Similar' block replaces them.
 */
import { type Car, isAvailable } from "@/domain/car/car";
import { carPrice } from "@/domain/car/price-display";

export const VEHICLE_CTA_KINDS = [
  "enquire",
  "finance",
  "reserve",
  "test-drive",
  "trade-in",
  "call",
  "chat",
] as const;
export type VehicleCtaKind = (typeof VEHICLE_CTA_KINDS)[number];

export type CtaContext = {
  features: { reserveOnline: boolean; tradeIn: boolean; chat: boolean; testDrive: boolean };
  /** Finance may be shown for this car (not blocked, a figure to show). */
  financeShown: boolean;
  /** The number Call Now dials; none: no Call Now. */
  phone: string | null;
};

type CtaCar = Pick<Car, "status" | "reserved" | "tag" | "price" | "offer_price">;

/** A feed's tag for a unit kept for test drives ('Test Drive Only', 'Test-Drive Only', ...). */
export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return /test[\s-]*drive[\s-]*only/i.test(tag ?? "");
}

/**
 * A car may be reserved online when it is in stock, not already reserved, has a price to take
 * a deposit against, and is not a test-drive-only unit. The card, the vehicle page, the reserve
 * page and the lead check all ask this.
 */
export function isReservable(car: CtaCar): boolean {
  return (
    car.status === "in_stock" &&
    !car.reserved &&
    carPrice(car) !== null &&
    !isTestDriveOnly(car.tag)
  );
}

export type ReserveSettings = {
  reserveRoute: "checkout" | "buy-online";
  checkoutJourney: boolean;
};

/**
 * Where Reserve leads: the online purchase journey (/checkout-journey?car_id={slug}) on sites
 * that have it, else the site's reserve route, /cars/{slug}/checkout or /cars/{slug}/buy-online.
 */
export function reserveHref(settings: ReserveSettings, slug: string): string {
  return settings.checkoutJourney
    ? `/checkout-journey?car_id=${encodeURIComponent(slug)}`
    : `/cars/${slug}/${settings.reserveRoute}`;
}

/** The site's test-drive page with this car chosen (`forms.testDrive.path`, ?car_id={id}). */
export function testDriveHref(testDrivePath: string, carId: number): string {
  return `${testDrivePath}?car_id=${carId}`;
}

const ALLOWED: Record<VehicleCtaKind, (car: CtaCar, c: CtaContext) => boolean> = {
  enquire: () => true,
  finance: (_car, c) => c.financeShown,
  reserve: (car, c) => c.features.reserveOnline && isReservable(car),
  "test-drive": (_car, c) => c.features.testDrive,
  "trade-in": (_car, c) => c.features.tradeIn,
  call: (_car, c) => Boolean(c.phone?.trim()),
  chat: (_car, c) => c.features.chat,
};

export function vehicleCtas(
  order: readonly VehicleCtaKind[],
  car: CtaCar,
  context: CtaContext,
): VehicleCtaKind[] {
  if (!isAvailable(car)) return [];
  return order.filter((kind) => ALLOWED[kind](car, context));
}
