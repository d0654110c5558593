/**
 * Normalisers of feed values, run before the row schema's rules. A CSV cell is always text and a
 * JSON value may already be typed; each normaliser turns the usual spellings of one kind of value
 * into one form ("" -> absent, "$12,990" -> 12990, "yes" -> true, "a|b" -> ["a", "b"]) and leaves
 * anything it does not recognise as it is, for the schema to refuse with a message.
 */

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** An absolute http(s) address, or a path on the site itself (demo media lives under /media). */
export const MEDIA_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** Stock numbers and the like may arrive as JSON numbers; they are text all the same. */
export function toText(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === "number" && Number.isFinite(v) ? String(v) : v;
}

/** Slugs compare in lower case: "Redgum-Preowned" names the dealership redgum-preowned. */
export function toSlug(value: unknown): unknown {
  const v = toText(value);
  return typeof v === "string" ? v.trim().toLowerCase() : v;
}

/** "$12,990" and " 12990 " are 12990; anything else is left for zod to refuse. */
export function toNumber(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const cleaned = v.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : v;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);
export function toBoolean(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === "number") return v === 1 ? true : v === 0 ? false : v;
  if (typeof v !== "string") return v;
  const word = v.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return v;
}

/** "In Stock" and "in_stock" name the same status. */
export function toEnumWord(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === "string"
    ? v
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_")
    : v;
}

/** CSV cells hold lists as "a|b|c"; JSON may send a real array. */
export function toList(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  return v
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Structured fields (hotspots, autograb_data) are JSON text inside a CSV cell. */
export function toJson(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** yyyy-mm-dd, or the Australian dd/mm/yyyy that dealer systems export; always yyyy-mm-dd out. */
export function toIsoDate(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const trimmed = v.trim();
  const au = AU_DATE.exec(trimmed);
  const iso = au ? `${au[3]}-${au[2]!.padStart(2, "0")}-${au[1]!.padStart(2, "0")}` : trimmed;
  const m = ISO_DATE.exec(iso);
  if (!m) return v;
  const date = new Date(`${iso}T00:00:00Z`);
  return date.getUTCMonth() + 1 === Number(m[2]) && date.getUTCDate() === Number(m[3]) ? iso : v;
}
