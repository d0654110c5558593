/**
 * Where the auto gauge's numbers come from (ADR 0020). Such gauges are usually fed by a market
 * valuation service; this platform ships a built-in estimate from the market averages in the car's
 * own feed (domain/vehicle/auto-gauge-estimate) and labels it as such. A valuation service plugs
 * in as another provider without touching the route or the page.
 */
import type { Car } from "@/domain/car/car";
import { type PriceDisplaySettings, priceDisplay } from "@/domain/car/price-display";
import type { AutoGaugeInput } from "@/domain/vehicle/auto-gauge";
import { estimateAutoGauge } from "@/domain/vehicle/auto-gauge-estimate";

export type AutoGaugeAnswer = AutoGaugeInput & { source: string };

export interface AutoGaugeProvider {
  /** Said in the answer's `source`, so a reader knows an estimate from a valuation. */
  readonly source: string;
  /** The gauge for the car at the price the page shows, or null when there is nothing to say. */
  gauge(car: Car, listingPrice: number): Promise<AutoGaugeInput | null>;
}

export const builtInEstimate: AutoGaugeProvider = {
  source: "built-in estimate from the feed's market averages",
  gauge: async (car, listingPrice) => estimateAutoGauge(listingPrice, car.autograb_data),
};

export async function autoGaugeFor(
  car: Car,
  settings: PriceDisplaySettings,
  provider: AutoGaugeProvider = builtInEstimate,
): Promise<AutoGaugeAnswer | null> {
  const price = priceDisplay(car, settings);
  if (price.kind !== "price") return null;
  const gauge = await provider.gauge(car, price.amount);
  return gauge ? { ...gauge, source: provider.source } : null;
}
