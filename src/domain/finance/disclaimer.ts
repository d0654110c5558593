/**
 * Finance disclaimer text as the calculator and sidebar show it: a short form
 * cut at 197 characters behind a Show More / Show Less toggle, and the one-line presentation
 * of the example loan ('5 year term, 10.0% deposit, 30.0% final payment').
 *
 * Cutting rules, so the short form never ends mid-word or mid-character:
 * 1. Runs of whitespace (feed line breaks) count as one space, as the browser renders them.
 * 2. Text of 197 characters or fewer is shown whole, without a toggle.
 * 3. Longer text is cut at the last space within the first 197 characters, as long as that
 *    keeps at least three quarters of them; otherwise (one long word or address) it is cut
 *    at 197 exactly, never between the two halves of a surrogate pair.
 * 4. Trailing spaces and punctuation go, then '...' is added: at most 200 characters in all.
 */

export const DISCLAIMER_SHORT_LENGTH = 197;
export const ELLIPSIS = "...";
const MIN_KEPT_SHARE = 0.75;

export type DisclaimerView = {
  short: string;
  /** The whole disclaimer, trimmed, with its line breaks as given. */
  full: string;
  /** Whether short differs from full, i.e. whether to offer the toggle. */
  truncated: boolean;
};

export function truncateDisclaimer(
  text: string | null | undefined,
  limit: number = DISCLAIMER_SHORT_LENGTH,
): DisclaimerView {
  const full = (text ?? "").trim();
  const flat = full.replace(/\s+/g, " ");
  if (flat.length <= limit) return { short: flat, full, truncated: false };

  let cut = flat.slice(0, limit);
  if (flat[limit] !== " ") {
    const space = cut.lastIndexOf(" ");
    if (space >= limit * MIN_KEPT_SHARE) cut = cut.slice(0, space);
    else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  }
  const short = `${cut.replace(/[\s,.;:!?\-–—([{]+$/u, "")}${ELLIPSIS}`;
  return { short, full, truncated: true };
}

export type PresentationTerms = {
  termYears?: number;
  depositPercent?: number;
  finalPaymentPercent?: number;
};

/** The default example loan: 5 years, 10% deposit, 30% final payment. */
export const PRESENTATION_DEFAULTS = {
  termYears: 5,
  depositPercent: 10,
  finalPaymentPercent: 30,
} as const satisfies Required<PresentationTerms>;

/** '5 year term, 10.0% deposit, 30.0% final payment': percents always carry one decimal. */
export function financePresentationLine(terms: PresentationTerms = {}): string {
  const term = usable(terms.termYears, PRESENTATION_DEFAULTS.termYears);
  const deposit = usable(terms.depositPercent, PRESENTATION_DEFAULTS.depositPercent);
  const final = usable(terms.finalPaymentPercent, PRESENTATION_DEFAULTS.finalPaymentPercent);
  return `${term} year term, ${deposit.toFixed(1)}% deposit, ${final.toFixed(1)}% final payment`;
}

function usable(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}
