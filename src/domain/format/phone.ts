/**
 * Australian phone numbers for display, and the masked form shown before a reveal.
 *
 * Numbers starting +61 show with a leading 0, grouped 2-4-4: landlines '07 3123 4567' and
 * mobiles '04 1234 5678' alike. Numbers already written nationally are grouped the same way so
 * every page agrees; 1300, 1800 and 13 numbers keep their own groups.
 * Anything not recognised (extensions, letters, foreign numbers) is returned trimmed, unchanged:
 * a wrong regrouping is worse than none.
 */

type Grouping = { pattern: RegExp; groups: readonly number[] };

/** Recognised national forms, first match wins. */
const GROUPINGS: readonly Grouping[] = [
  { pattern: /^0[45]\d{8}$/, groups: [2, 4, 4] }, // mobile: 04 1234 5678
  { pattern: /^0[2378]\d{8}$/, groups: [2, 4, 4] }, // landline: 07 3123 4567
  { pattern: /^1[38]00\d{6}$/, groups: [4, 3, 3] }, // 1300 123 456, 1800 123 456
  { pattern: /^13\d{4}$/, groups: [2, 2, 2] }, // 13 12 34
];

const SEPARATORS = /[\s\-().]/g;

/** '+61 7 3123 4567' → '07 3123 4567'; '+61412345678' → '04 1234 5678'; '' for missing. */
export function formatPhone(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return "";
  const trimmed = raw.trim();
  const compact = trimmed.replace(SEPARATORS, "");
  const national = toNational(compact);
  const grouping = GROUPINGS.find((g) => g.pattern.test(national));
  return grouping ? group(national, grouping.groups) : trimmed;
}

/** +61 and 0061 become a leading 0; a written trunk zero ('+61 (0)7 …') is not doubled. */
function toNational(compact: string): string {
  const international = /^(?:\+|00)61(\d+)$/.exec(compact);
  if (!international) return compact;
  return `0${international[1]!.replace(/^0/, "")}`;
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}

export const MASK_CHARACTER = "X";

/**
 * Shown masked after the first 5 characters until the shopper clicks to reveal.
 * Only digits are masked, spaces stay, so the masked number keeps its shape:
 * '04 1234 5678' → '04 12XX XXXX', '07 3123 4567' → '07 31XX XXXX'.
 */
export function maskPhone(phone: string | null | undefined, visible = 5): string {
  if (phone === null || phone === undefined) return "";
  const keep = Math.max(0, Math.floor(visible));
  return phone.slice(0, keep) + phone.slice(keep).replace(/\d/g, MASK_CHARACTER);
}
