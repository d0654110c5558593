/**
 * A shopper signs in with an Australian mobile number (04 or 05 followed by 8 digits), written
 * any common way ('0412 345 678', '+61 412 345 678', '0061412345678'). It is kept in the
 * international form '+61412345678', the one an SMS gateway takes, and shown as formatPhone
 * shows every Australian number.
 */
import { normalisePhone } from "@/domain/leads/form-values";

const NATIONAL_MOBILE = /^0[45]\d{8}$/;

/** '0412 345 678' → '+61412345678'; null when the text is not an Australian mobile number. */
export function parseAustralianMobile(text: string): string | null {
  const national = normalisePhone(text.slice(0, 40));
  return national && NATIONAL_MOBILE.test(national) ? `+61${national.slice(1)}` : null;
}

/** '+61412345678' → '0412345678', the form a lead keeps its phone in. */
export function nationalMobile(phone: string): string {
  return phone.startsWith("+61") ? `0${phone.slice(3)}` : phone;
}
