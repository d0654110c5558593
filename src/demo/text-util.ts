/** Slugs, codes and date helpers shared by the demo builders. */
import type { Rng } from "./prng";

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const DIGITS = "0123456789";

export function code(rng: Rng, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** World manufacturer identifiers as they appear on Australian-delivered vehicles. */
const WMI: Record<string, string> = {
  Toyota: "JTM",
  Mazda: "JM0",
  Mitsubishi: "MMA",
  Nissan: "JN1",
  Honda: "JHM",
  Subaru: "JF1",
  Suzuki: "JS2",
  Isuzu: "MPA",
  Lexus: "JTJ",
  Hyundai: "KMH",
  Kia: "KNA",
  Ford: "MPB",
  Volkswagen: "WVW",
  Holden: "6G1",
  BMW: "WBA",
  "Mercedes-Benz": "WDD",
  Audi: "WAU",
  Tesla: "LRW",
  MG: "LSJ",
  Jeep: "1C4",
  Volvo: "YV1",
};

export function vin(rng: Rng, make: string): string {
  return (WMI[make] ?? "6T9") + code(rng, VIN_CHARS, 14);
}

export const regplate = (rng: Rng) =>
  code(rng, LETTERS, 3) + code(rng, DIGITS, 2) + code(rng, LETTERS, 1);
export const nvic = (rng: Rng) => code(rng, DIGITS + LETTERS, 6);

export const DAY_MS = 86_400_000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Prices as dealers write them: $23,990 rather than $24,000. */
export function dealerPrice(value: number): number {
  if (value <= 0) return 0;
  return Math.max(990, Math.round(value / 1000) * 1000 - 10);
}
