/** Dealer comments, equipment lists, feature filters and categories for a car. */
import {
  CARAVAN_EQUIPMENT,
  COMMENT_CLOSERS,
  COMMENT_DETAILS,
  COMMENT_OPENERS,
  FILTER_FEATURES,
  STANDARD_EQUIPMENT,
} from "./catalogue/features";
import type { Rng } from "./prng";

function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** Empty for some cars (the page then says comments are pending), long for many (> 400 chars). */
export function dealerComments(rng: Rng, name: string): string | null {
  const r = rng.next();
  if (r < 0.06) return null;
  if (r < 0.12) return "";
  const parts = [`${name}.`, rng.pick(COMMENT_OPENERS)];
  if (r < 0.5) {
    parts.push(rng.pick(COMMENT_DETAILS), rng.pick(COMMENT_CLOSERS));
    return parts.join(" ");
  }
  for (const detail of sample(rng, COMMENT_DETAILS, COMMENT_DETAILS.length)) {
    parts.push(detail);
    if (parts.join(" ").length > 420 && rng.chance(0.5)) break;
  }
  parts.push(rng.pick(COMMENT_CLOSERS));
  return parts.join(" ");
}

export function equipment(rng: Rng, caravan: boolean): string[] {
  const list = caravan ? CARAVAN_EQUIPMENT : STANDARD_EQUIPMENT;
  return sample(rng, list, rng.int(8, Math.min(18, list.length)));
}

export function filterFeatures(rng: Rng, seats: number | null): string[] {
  const picked: string[] = sample(
    rng,
    FILTER_FEATURES.filter((f) => f !== "Third Row Seating"),
    rng.int(2, 7),
  );
  if ((seats ?? 0) >= 7) picked.push("Third Row Seating");
  return picked.sort();
}

export function categories(c: {
  shape: string;
  drive: string | null;
  fuel: string | null;
  seats: number | null;
  consumption: number | null;
  price: number;
  sleeps?: number | null;
  offRoad?: boolean;
}): string[] {
  const out = new Set<string>();
  if (c.shape === "caravan") {
    out.add(c.offRoad ? "Off-Road" : "Touring");
    out.add((c.sleeps ?? 2) >= 4 ? "Family" : "Couples");
    return [...out];
  }
  if (c.drive === "4WD") out.add("4x4");
  if ((c.seats ?? 0) >= 7) out.add("7 Seater");
  if (c.fuel === "Electric") out.add("Electric");
  if (c.fuel === "Hybrid" || c.fuel === "Plug-in Hybrid") out.add("Hybrid");
  if (c.fuel !== "Electric" && (c.consumption ?? 99) < 6) out.add("Fuel Efficient");
  if (["suv", "wagon", "people-mover"].includes(c.shape)) out.add("Family");
  if (c.shape === "ute" || c.shape === "van") out.add("Work");
  if (c.shape === "coupe" || c.shape === "convertible") out.add("Performance");
  if (c.price > 0 && c.price < 20000) out.add("Under $20k");
  if (c.shape === "hatch" && (c.consumption ?? 99) < 7) out.add("First Car");
  return [...out];
}
