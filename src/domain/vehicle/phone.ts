/**
 * The dealer's number on the vehicle page (spec 2 §4, §9): written nationally (+61 becomes a
 * leading 0, grouped 2-4-4 for landlines), masked after the first 5 characters until the
 * shopper reveals it, or in full from the start where the site says so.
 */
import { formatPhone, maskPhone } from "@/domain/format/phone";

export type PhoneShown = { text: string; full: string; tel: string };

export function phoneShown(raw: string | null | undefined, revealed: boolean): PhoneShown | null {
  const full = formatPhone(raw);
  if (full === "") return null;
  const digits = (raw ?? "").replace(/[^\d+]/g, "");
  return { text: revealed ? full : maskPhone(full), full, tel: `tel:${digits}` };
}
