/**
 * The built-in auto-gauge estimate (ADR 0020). It is NOT a valuation: it places the car's
 * asking price within a band around the market averages its stock feed carries
 * (autograb_data), and says how much to trust that band. A real valuation service plugs in
 * behind the provider interface in features/vehicle/auto-gauge; this model is the fallback.
 *
 *   centre     = state average market price, else the national average
 *   band       = centre ± 8 % (a typical spread of asking prices for one model and year),
 *                widened to cover both averages when they disagree
 *   fill       = where the price sits in the band, cheapest end = 1
 *   confidence = 0.7 with both averages, falling as they disagree; 0.35 with one average only
 */
import type { AutograbData } from "@/domain/car/car";
import type { AutoGaugeResult } from "./auto-gauge";

export const ESTIMATE_MODEL = {
  bandShare: 0.08,
  bothAveragesConfidence: 0.7,
  /** Each 1 % of disagreement between the state and national averages costs 0.05. */
  disagreementPenalty: 5,
  singleAverageConfidence: 0.35,
} as const;

const round100 = (value: number) => Math.round(value / 100) * 100;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

export function estimateAutoGauge(
  listingPrice: number,
  market: AutograbData | null,
): AutoGaugeResult | null {
  if (!positive(listingPrice) || !market) return null;
  const state = market.state_average_market_price;
  const national = market.average_market_price;
  const centre = positive(state) ? state : positive(national) ? national : null;
  if (centre === null) return null;

  const half = centre * ESTIMATE_MODEL.bandShare;
  let min = centre - half;
  let max = centre + half;
  if (positive(state) && positive(national)) {
    min = Math.min(min, national - half);
    max = Math.max(max, national + half);
  }
  const marketMin = round100(min);
  const marketMax = round100(max);
  const fill =
    marketMax > marketMin ? clamp01((marketMax - listingPrice) / (marketMax - marketMin)) : 0;

  const confidence =
    positive(state) && positive(national)
      ? clamp01(
          ESTIMATE_MODEL.bothAveragesConfidence -
            (ESTIMATE_MODEL.disagreementPenalty * Math.abs(state - national)) / centre,
        )
      : // One average alone (usually the national one) says nothing about its own spread.
        ESTIMATE_MODEL.singleAverageConfidence;

  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: listingPrice,
    market_range_min: marketMin,
    market_range_max: marketMax,
    confidence: Math.round(confidence * 100) / 100,
    description: null,
  };
}
