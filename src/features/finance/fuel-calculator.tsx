/**
 * The fuel calculator of the vehicle page: what the car costs to fuel a
 * week, a month and a year, from the site's default fuel price and distance and the car's
 * combined consumption (or the site's fallback figure). Cars without a fuel tank to fill
 * (caravans, electric cars) get none. The figures for the defaults render on the server; the
 * island recalculates as the shopper types once its code has loaded (when it comes near).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { DeferredFuelCalculator } from "./deferred-calculators";

export type FuelCalculatorProps = { car: Car; config: SiteConfig };

const NO_FUEL = /electric|\bev\b|battery/i;

export function FuelCalculator({ car, config }: FuelCalculatorProps) {
  const settings = config.vehicle.fuelCalculator;
  if (!settings.enabled || car.item_type === "caravan") return null;
  if (NO_FUEL.test(car.fuel ?? car.simple_fuel ?? "")) return null;
  const own = car.fuelconsumptioncombined;
  const consumption = own !== null && own > 0 ? own : settings.fallbackConsumption;
  return (
    <section
      aria-labelledby="fuel-calculator-heading"
      className="rounded-brand border border-ink/10 bg-page p-5"
    >
      <h2 id="fuel-calculator-heading" className="text-xl font-bold">
        Fuel Calculator
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Based on {consumption} L/100km
        {own !== null && own > 0 ? " combined, as listed for this car" : ", a typical figure"}.
      </p>
      <DeferredFuelCalculator
        consumption={consumption}
        pricePerLitre={settings.pricePerLitre}
        kmPerWeek={settings.kmsPerWeek}
      />
    </section>
  );
}
