/**
 * Turning what a browser or an API client sent into plain text values before validation.
 * A form post gives strings; a JSON client may send numbers or booleans, or junk. Every field
 * is read as text first, so a wrong type gets the field's own message instead of a type error.
 */
import { cleanText } from "@/domain/text/clean-text";

/** Longest text kept from any one field before validation; longer input is an error anyway. */
export const MAX_FIELD_CHARS = 10_000;

/** Primitive values as text; missing, null, objects and arrays as "". */
export function toText(value: unknown): string {
  if (typeof value === "string") return value.slice(0, MAX_FIELD_CHARS);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  return "";
}

/**
 * A form's fields as a plain record of cleaned text (the last value of a repeated name wins;
 * files are dropped). Every form a browser posts is read through here.
 */
export function formDataToRecord(form: FormData): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string")
      record[cleanText(key)] = cleanText(value.slice(0, MAX_FIELD_CHARS));
  }
  return record;
}

/** A checkbox reads as ticked for "on" (HTML), "true", "1", or a JSON true. */
export function isTicked(value: string): boolean {
  return value === "on" || value === "true" || value === "1";
}

/** "$25,000", "25 000", "120,000 kms" -> 25000 / 120000; "" or junk -> null. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text.replace(/[$,\s]|kms?$/gi, "");
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Australian numbers in national digits: '+61 412 345 678' -> '0412345678'; null if not one. */
export function normalisePhone(text: string): string | null {
  const compact = text.replace(/[\s\-().]/g, "");
  const international = /^(?:\+|00)61(\d+)$/.exec(compact);
  const national = international ? `0${international[1]!.replace(/^0/, "")}` : compact;
  // Mobiles (04, 05), landlines (02, 03, 07, 08), and 1300/1800 numbers.
  return /^(0[2-578]\d{8}|1[38]00\d{6})$/.test(national) ? national : null;
}

/** How many pages of a visit a lead carries (the browser keeps as many: browser-store.ts). */
export const VISITED_PAGES_MAX = 20;

/** A JSON list of page paths from a hidden field; anything malformed reads as none. */
export function parsePageList(text: string, max = VISITED_PAGES_MAX): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === "string")
      .slice(-max)
      .map((v) => v.slice(0, 300));
  } catch {
    return [];
  }
}

/** A JSON object of query parameters from a hidden field; anything malformed reads as none. */
export function parseParamRecord(text: string, max = 20): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const entries = Object.entries(value as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .slice(0, max)
      .map(([k, v]) => [k.slice(0, 60), v.slice(0, 300)] as const);
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}
