/**
 * Money and count formatting for every page: '$34,990' (dollar sign, no decimals, comma
 * thousands). Written by hand rather than with Intl so that server and
 * browser render byte-identical text whatever ICU data each carries (no hydration mismatch).
 */

/** 1234567 → '1,234,567'. Rounds to a whole number first; `null` for non-finite input. */
export function groupThousands(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  // -0.4 rounds to 0: no sign on a zero.
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/**
 * 1234 → '1,234': a count with its thousands grouped, as every page writes counts. Never Intl's
 * toLocaleString, whose first call in a browser builds a number formatter (10-50 ms on a page's
 * start-up, four times that on a throttled phone).
 */
export function formatCount(value: number): string {
  return groupThousands(value) ?? String(value);
}

/**
 * 34990 → '$34,990'; 1360.5 → '$1,361' (rounded half up, no decimals); -500 → '-$500'.
 * Missing or non-finite input gives '' so a template can render it without a guard.
 */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const grouped = groupThousands(value);
  if (grouped === null) return "";
  return grouped.startsWith("-") ? `-$${grouped.slice(1)}` : `$${grouped}`;
}
