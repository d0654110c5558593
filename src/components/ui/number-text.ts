/**
 * Text <-> number for the typed number fields (money, kilometres, rates): '30,000' shows while
 * 30000 is held, and a shopper typing '1250' sees '1,250' with the caret where it was.
 * Written by hand rather than with Intl so that server and browser print identical text.
 */

export type NumberTextOptions = {
  /** Decimal places a shopper may type; 0 for whole numbers. */
  decimals?: number;
  /** Thousands separators in the integer part. */
  group?: boolean;
  /** Print every decimal place ('1.70'); false drops trailing zeros ('8.5', '10'). */
  padDecimals?: boolean;
};

const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** 30000 → '30,000'; 1.7 with 2 decimals → '1.70'; null or non-finite → ''. */
export function formatNumberText(
  value: number | null | undefined,
  { decimals = 0, group = true, padDecimals = true }: NumberTextOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const rounded = Math.abs(value).toFixed(decimals);
  const fixed = padDecimals ? rounded : String(Number(rounded));
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = group ? groupDigits(whole) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/**
 * What a typed text means: '$30,000' → 30000, '250 kms' → 250, '1.7' → 1.7.
 * Anything but digits and one point is ignored; null when no digit is left.
 */
export function parseNumberText(text: string): number | null {
  const kept = keepNumber(text, Number.POSITIVE_INFINITY);
  if (!/\d/.test(kept)) return null;
  const value = Number(kept.startsWith(".") ? `0${kept}` : kept);
  return Number.isFinite(value) ? value : null;
}

/**
 * Digits and the first point, at most `decimals` digits after it. Without decimals the text
 * ends at the point, so a pasted '30,000.50' is 30000, not 3000050.
 */
function keepNumber(text: string, decimals: number): string {
  let out = "";
  let point = -1;
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") {
      if (point >= 0 && out.length - point > decimals) continue;
      out += ch;
    } else if (ch === "." && point < 0) {
      if (decimals === 0) break;
      point = out.length;
      out += ch;
    }
  }
  return out;
}

/** Leading zeros go ('007' → '7'), but a lone '0' and '0.5' stay. */
function trimZeros(kept: string): string {
  return kept.replace(/^0+(?=\d)/, "");
}

/**
 * Reformats text as it is typed and says where the caret goes: after as many digits (and
 * points) as stood before it, so separators appearing or vanishing never move the shopper's
 * place in the number.
 */
export function reformatTyped(
  text: string,
  caret: number,
  { decimals = 0, group = true }: NumberTextOptions = {},
): { text: string; caret: number } {
  const before = trimZeros(keepNumber(text.slice(0, caret), decimals)).length;
  const kept = trimZeros(keepNumber(text, decimals));
  const [whole = "", fraction] = kept.split(".");
  const formatted = `${group ? groupDigits(whole) : whole}${fraction === undefined ? "" : `.${fraction}`}`;
  let seen = 0;
  let at = 0;
  while (at < formatted.length && seen < before) {
    if (formatted[at] !== ",") seen++;
    at++;
  }
  return { text: formatted, caret: at };
}
