/**
 * Every text a browser or client sends is cleaned once, where it enters, before it is checked or
 * stored: NUL and the other control characters are removed (newline and tab stay; a CRLF becomes
 * LF), an unpaired surrogate becomes U+FFFD, and the text is put in Unicode NFC. A text that
 * passes this can always be stored, in PostgreSQL and PGlite alike, and compares equal however
 * the shopper's keyboard composed it.
 */

/** C0 controls but tab and newline, DEL, and the C1 controls. */
function isDropped(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

export function cleanText(text: string): string {
  let clean = text;
  for (let i = 0; i < text.length; i++) {
    if (isDropped(text.charCodeAt(i))) {
      let kept = "";
      for (let j = 0; j < text.length; j++) {
        if (!isDropped(text.charCodeAt(j))) kept += text[j];
      }
      clean = kept;
      break;
    }
  }
  return clean.toWellFormed().normalize("NFC");
}

/**
 * A value from a body or a query with every string in it cleaned, keys included; other values
 * are kept as they are. Deeper than 32 levels the value is cut (no form or feed nests that deep).
 */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanText(value);
  if (value === null || typeof value !== "object" || depth > 32) return depth > 32 ? null : value;
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[cleanText(key)] = cleanInput(item, depth + 1);
  return out;
}

/** A record of strings (a form's fields, a query) with each key and value cleaned. */
export function cleanRecord(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(record)) out[cleanText(key)] = cleanText(item);
  return out;
}
