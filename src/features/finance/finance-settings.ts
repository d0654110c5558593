/**
 * The one mapping from a site's configuration (`finance` group, dealer facts) to the finance
 * domain's `FinanceSettingsInput`. Every calculator, estimate and eligibility check on a page
 * goes through here, so a config field changes all of them at once.
 *
 * Car-level switches of the config that the domain has no field for (excluded makes beyond
 * Suzuki, car types without finance) are folded into `hideFinance` when a car is given.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import type { FinanceSettingsInput, LenderSettings, RoundingRule } from "@/domain/finance/settings";

type FinanceConfig = SiteConfig["finance"];
type LenderConfig = FinanceConfig["lenders"][number];

/**
 * The config's 'reference' rounding names only the amount. The financed principal is held
 * against it: small loans get the nearest dollar, larger ones are rounded up as usual
 * (docs/adr/0030-finance-calculator-island.md).
 */
function roundingFor(lender: LenderConfig): RoundingRule | undefined {
  if (lender.roundingRule !== "reference" || lender.roundingReferenceAmount === null) {
    return undefined;
  }
  return {
    reference: lender.roundingReferenceAmount,
    compare: "principal",
    below: "nearest",
    atOrAbove: "up",
  };
}

function lenderSettings(lender: LenderConfig): LenderSettings {
  return {
    interestMin: lender.interestMin ?? undefined,
    interestMax: lender.interestMax ?? undefined,
    minAmount: lender.amountMin ?? undefined,
    // 0 is the schema's default and means "the plan's own figure".
    establishmentFees: lender.establishmentFees > 0 ? lender.establishmentFees : undefined,
    rounding: roundingFor(lender),
  };
}

const lowered = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase());

/** Whether a car-level switch of the config hides finance for this car. */
export function hiddenForCar(config: SiteConfig, car: Pick<Car, "make" | "car_type">): boolean {
  const { excludedMakes, hideForCarTypes } = config.finance;
  return (
    hideForCarTypes.includes(car.car_type) ||
    lowered(excludedMakes).includes(car.make.trim().toLowerCase())
  );
}

/** The site's finance settings, made once per config object (cars differ only in hideFinance). */
const siteSettings = new WeakMap<SiteConfig, FinanceSettingsInput>();

export function financeSettingsFor(
  config: SiteConfig,
  car?: Pick<Car, "make" | "car_type"> | null,
): FinanceSettingsInput {
  const f = config.finance;
  let site = siteSettings.get(config);
  if (!site) {
    site = {
      hideFinance: f.hideFinance,
      excludedDealershipSlugs: f.excludedDealerships,
      manufacturer: config.dealer.manufacturer,
      defaultInterestRate: f.defaultInterestRate,
      defaultTermYears: f.defaultTermYears,
      maxTermYears: f.maxTermYears,
      termYearOptions: f.termIncrements,
      interestRange: { min: f.interestMin, max: f.interestMax },
      minAmount: f.amountMin,
      amountMaxFollowsPrice: f.sliderMaxFromPrice,
      lenders: Object.fromEntries(f.lenders.map((l) => [l.financeProvider, lenderSettings(l)])),
      lenderOrder: f.lenders.map((l) => l.financeProvider),
    };
    siteSettings.set(config, site);
  }
  const hidden = !f.hideFinance && car ? hiddenForCar(config, car) : false;
  return hidden ? { ...site, hideFinance: true } : site;
}
