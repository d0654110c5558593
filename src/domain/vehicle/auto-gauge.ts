/**
 * The auto gauge: how a car's price sits against the market. These are the display rules; where
 * the numbers come from is the provider's business (features/vehicle/auto-gauge, ADR 0020).
 */

export type AutoGaugeResult = {
  /** 0..1: how far below the market range the price sits (1 = the best deal in the range). */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  /** A provider's own verdict; when given it replaces Good Deal / Great Deal. */
  description: string | null;
};

/** A result as it may arrive: any field missing or null. */
export type AutoGaugeInput = { [K in keyof AutoGaugeResult]?: AutoGaugeResult[K] | null };

export const AUTO_GAUGE = {
  /** Confidence must be above this. */
  minConfidence: 0.2,
  /** Fill thresholds of the three levels: under 0.3 low, under 0.6 medium, else high. */
  mediumFrom: 0.3,
  highFrom: 0.6,
  /** Fill at which Good Deal becomes Great Deal. */
  greatDealFrom: 0.65,
  /** The numbers count up over 2 s, the fill over 2.5 s. */
  countUpMs: 2000,
  fillCountUpMs: 2500,
} as const;

const NUMERIC_FIELDS = [
  "fill",
  "listing_price",
  "market_range_min",
  "market_range_max",
  "confidence",
] as const;

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The gauge shows only a complete, confident, consistent result: every number
 * present, confidence above 0.2, and a market maximum not below the listing price.
 */
export function visibleAutoGauge(input: AutoGaugeInput | null | undefined): AutoGaugeResult | null {
  if (!input) return null;
  if (!NUMERIC_FIELDS.every((field) => isNumber(input[field]))) return null;
  const result = input as AutoGaugeResult;
  if (result.confidence <= AUTO_GAUGE.minConfidence) return null;
  if (result.market_range_max < result.listing_price) return null;
  const description = typeof input.description === "string" ? input.description.trim() : "";
  return { ...result, description: description === "" ? null : description };
}

export type FillLevel = "low" | "medium" | "high";

export function fillLevel(fill: number): FillLevel {
  if (fill < AUTO_GAUGE.mediumFrom) return "low";
  if (fill < AUTO_GAUGE.highFrom) return "medium";
  return "high";
}

/** Good Deal under 0.65, otherwise Great Deal, unless the provider gave a description. */
export function dealLabel(fill: number, description: string | null): string {
  if (description) return description;
  return fill < AUTO_GAUGE.greatDealFrom ? "Good Deal" : "Great Deal";
}

/**
 * The value shown `elapsedMs` into a count-up of `durationMs` towards `target`: an ease-out
 * curve, so the figure settles rather than stops; exactly `target` at and after the end.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return target;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return target * eased;
}
