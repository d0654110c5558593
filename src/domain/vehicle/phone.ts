/**
 * The dealer's number on the vehicle page: written nationally (+61 becomes a leading 0, grouped
 * 2-4-4 for landlines), and, unless the site shows it from the start, masked after the first 5
 * characters until the shopper reveals it. A masked number is all the page holds: the full one
 * comes from the server when the shopper asks (and the reveal is counted), so the page's links,
 * data and structured data never give it away.
 */
import { formatPhone, maskPhone } from "@/domain/format/phone";

export type PhoneShown = { text: string; full: string; tel: string };

export function phoneShown(raw: string | null | undefined, revealed: boolean): PhoneShown | null {
  const full = formatPhone(raw);
  if (full === "") return null;
  return { text: revealed ? full : maskPhone(full), full, tel: telHref(raw ?? "") };
}

/** A tel: address in international form: '08 8262 9300' -> 'tel:+61882629300'. */
export function telHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return /^0\d{9}$/.test(digits) ? `tel:+61${digits.slice(1)}` : `tel:${digits}`;
}

/** What the page may hold of a number: the masked text, and the full one only when shown. */
export function phoneForPage(
  raw: string | null | undefined,
  revealedByDefault: boolean,
): { masked: string; phone: string | null } | null {
  const shown = phoneShown(raw, false);
  if (!shown) return null;
  return { masked: shown.text, phone: revealedByDefault ? shown.full : null };
}
