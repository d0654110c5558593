/**
 * The one badge a car shows: the first rule that applies, in this order: 1 sold, 2 Electric or
 * Hybrid (where enabled), 3 reserved, 4 one make's certified-used image, 5 the feed's tag (a
 * runout tag in the site's colour), 6 coming soon, 7 new arrival. The rules are a table so the
 * whole priority reads in one place.
 */
import { type Car, isAvailable } from "./car";

export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

export type BadgeSettings = {
  /** Rule 2 "where enabled". */
  electricHybridBadge: boolean;
  /** Rule 4: one make's certified-used image, for the dealers that have it. */
  certifiedBadge: { make: string; imageUrl: string; alt: string } | null;
  /** Rule 5: runout sale tags are green for some dealers and red for others. */
  runoutTagColour: "green" | "red";
  /** Rule 7: the new-arrival badge's text ('New' by default). */
  newArrivalText: string;
  /** Rule 1: the sold badge's text when the feed gave the car no tag of its own. */
  soldText: string;
};

export type Badge =
  | { kind: "sold"; text: string }
  | { kind: "fuel"; text: "Electric" | "Hybrid" }
  | { kind: "reserved"; text: "RESERVED" }
  | { kind: "certified"; imageUrl: string; alt: string }
  | { kind: "tag"; text: string; tone: "green" | "red" | "neutral" }
  | { kind: "coming-soon"; text: "COMING SOON" }
  | { kind: "new-arrival"; text: string };

type BadgeCar = Pick<
  Car,
  "status" | "tag" | "fuel" | "simple_fuel" | "reserved" | "certified" | "make" | "created_at"
>;

type Rule = (car: BadgeCar, settings: BadgeSettings, now: Date) => Badge | null;

function fuelKind(car: BadgeCar): "Electric" | "Hybrid" | null {
  const fuel = `${car.simple_fuel ?? ""} ${car.fuel ?? ""}`.toLowerCase();
  if (fuel.includes("hybrid")) return "Hybrid";
  if (fuel.includes("electric")) return "Electric";
  return null;
}

const isRunout = (tag: string) => /run\s*-?out/i.test(tag);

export const BADGE_RULES: readonly Rule[] = [
  (car, s) => (isAvailable(car) ? null : { kind: "sold", text: car.tag?.trim() || s.soldText }),
  (car, s) => {
    const kind = s.electricHybridBadge ? fuelKind(car) : null;
    return kind ? { kind: "fuel", text: kind } : null;
  },
  (car) => (car.reserved ? { kind: "reserved", text: "RESERVED" } : null),
  (car, s) =>
    car.certified &&
    s.certifiedBadge &&
    s.certifiedBadge.make.toLowerCase() === car.make.toLowerCase()
      ? { kind: "certified", imageUrl: s.certifiedBadge.imageUrl, alt: s.certifiedBadge.alt }
      : null,
  (car, s) => {
    const tag = car.tag?.trim();
    if (!tag) return null;
    return { kind: "tag", text: tag, tone: isRunout(tag) ? s.runoutTagColour : "neutral" };
  },
  (car) => (car.status === "coming_soon" ? { kind: "coming-soon", text: "COMING SOON" } : null),
  (car, s, now) =>
    now.getTime() - car.created_at.getTime() < NEW_ARRIVAL_DAYS * DAY_MS
      ? { kind: "new-arrival", text: s.newArrivalText }
      : null,
];

export function carBadge(car: BadgeCar, settings: BadgeSettings, now: Date): Badge | null {
  for (const rule of BADGE_RULES) {
    const badge = rule(car, settings, now);
    if (badge) return badge;
  }
  return null;
}
