/**
 * The vehicle page's main calls to action (spec 2 §2): the site's set and order, minus those the
 * car or the site cannot honour. The same list feeds the sidebar and the mobile bar. An
 * unavailable car has none: its 'Find Me Something Similar' block replaces them.
 */
import { type Car, isAvailable } from "@/domain/car/car";

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

type CtaCar = Pick<Car, "status" | "reserved" | "tag">;

const TEST_DRIVE_ONLY = /test\s*drive\s*only/i;

/** Reserve Now needs a car in stock, not already reserved, and not a test-drive-only unit. */
export function isReservable(car: CtaCar): boolean {
  return car.status === "in_stock" && !car.reserved && !TEST_DRIVE_ONLY.test(car.tag ?? "");
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
