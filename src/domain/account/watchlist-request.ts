/**
 * The watchlist calls' body, `{ phone_number, car_id }`, checked the same way from JSON or a form:
 * the number must be an Australian mobile (kept as +61…), the car a positive whole id. Each
 * problem comes back under its field's name with a sentence for the shopper.
 */
import { z } from "zod";
import { parseAustralianMobile } from "./mobile";
import type { Shopper } from "./shopper";

export const WATCHLIST_MESSAGES = {
  phoneMissing: "Please sign in with your mobile number to save cars.",
  phoneInvalid: "Please enter an Australian mobile number, like 04 1234 5678.",
  carInvalid: "Please choose a car to save.",
} as const;

const mobile = z.unknown().transform((value, ctx) => {
  const text = typeof value === "string" ? value.trim() : "";
  const parsed = text === "" ? null : parseAustralianMobile(text);
  if (parsed) return parsed;
  ctx.issues.push({
    code: "custom",
    message: text === "" ? WATCHLIST_MESSAGES.phoneMissing : WATCHLIST_MESSAGES.phoneInvalid,
    input: value,
  });
  return z.NEVER;
});

const carId = z.unknown().transform((value, ctx) => {
  const n = typeof value === "string" && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) return n;
  ctx.issues.push({ code: "custom", message: WATCHLIST_MESSAGES.carInvalid, input: value });
  return z.NEVER;
});

export const watchlistRequestSchema = z.object({ phone_number: mobile, car_id: carId });

export type WatchlistRequest = { phone: string; carId: number };

export type WatchlistRequestRead =
  | { ok: true; value: WatchlistRequest }
  | { ok: false; fields: Record<string, string> };

/** The request, or a message per field that is wrong. */
export function readWatchlistRequest(body: unknown): WatchlistRequestRead {
  const parsed = watchlistRequestSchema.safeParse(body ?? {});
  if (parsed.success)
    return { ok: true, value: { phone: parsed.data.phone_number, carId: parsed.data.car_id } };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "body");
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

export type WatchlistAccess = "anonymous" | "other-phone" | "allowed";

/** Only the signed-in shopper may change a watchlist, and only the one under their own number. */
export function watchlistAccess(shopper: Shopper | null, phone: string): WatchlistAccess {
  if (!shopper) return "anonymous";
  return shopper.phone === phone ? "allowed" : "other-phone";
}
