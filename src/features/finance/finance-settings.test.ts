import { describe, expect, it } from "vitest";
import { calculatorBounds, calculatorDefaults } from "@/domain/finance/bounds";
import { financeBlocked, pickLender } from "@/domain/finance/eligibility";
import { DEFAULT_FINANCE_SETTINGS, lenderSettingsFor } from "@/domain/finance/settings";
import { car, lender } from "@/domain/finance/test-fixtures";
import { financeSettingsFor, hiddenForCar } from "./finance-settings";
import { siteConfig } from "./test-config";

const configWith = (finance: Parameters<typeof siteConfig>[0], dealerships: string[]) =>
  siteConfig(finance, { dealerships });

describe("financeSettingsFor", () => {
  it("maps a default config onto the domain's own defaults", () => {
    const settings = financeSettingsFor(siteConfig());
    expect(settings).toMatchObject({
      hideFinance: false,
      excludedDealershipSlugs: [],
      manufacturer: null,
      defaultInterestRate: DEFAULT_FINANCE_SETTINGS.defaultInterestRate,
      defaultTermYears: DEFAULT_FINANCE_SETTINGS.defaultTermYears,
      maxTermYears: DEFAULT_FINANCE_SETTINGS.maxTermYears,
      termYearOptions: null,
      interestRange: { min: 0.5, max: 15 },
      minAmount: 1000,
      amountMaxFollowsPrice: false,
      lenders: {},
      lenderOrder: [],
    });
    // The calculator therefore starts at 30000 over 6 years at 10%.
    expect(calculatorDefaults(settings, { placement: "vehicle", price: 0 })).toMatchObject({
      amount: 30000,
      termYears: 6,
      interest: 10,
    });
  });

  it("carries each calculator field of the config", () => {
    const settings = financeSettingsFor(
      configWith(
        {
          defaultInterestRate: 8,
          defaultTermYears: 5,
          maxTermYears: 5,
          termIncrements: [1, 2, 3, 4, 5],
          interestMin: 4,
          interestMax: 20,
          amountMin: 5000,
          sliderMaxFromPrice: true,
          excludedDealerships: ["closed-yard"],
        },
        ["acme-motors", "closed-yard"],
      ),
    );
    const bounds = calculatorBounds(settings, { placement: "vehicle", price: 120000 });
    expect(bounds.amount).toEqual({ min: 5000, max: 126000, step: 500 });
    expect(bounds.term).toMatchObject({ min: 1, max: 5, options: [1, 2, 3, 4, 5] });
    expect(bounds.interest).toMatchObject({ min: 4, max: 20 });
    expect(settings.defaultInterestRate).toBe(8);
    expect(settings.excludedDealershipSlugs).toEqual(["closed-yard"]);
  });

  it("keys lender settings by provider so cars' spellings of the name still match", () => {
    const settings = financeSettingsFor(
      siteConfig({
        lenders: [
          {
            financeProvider: "nissan-finance",
            interestRate: 5.99,
            comparisonRate: 6.89,
            amountMin: 5000,
            interestMin: 4,
            interestMax: 14.5,
            establishmentFees: 1360.5,
          },
          {
            financeProvider: "manual",
            interestRate: 7.99,
            comparisonRate: 8.69,
            roundingRule: "reference",
            roundingReferenceAmount: 20000,
          },
        ],
      }),
    );
    const resolved = { ...DEFAULT_FINANCE_SETTINGS, ...settings };
    expect(lenderSettingsFor(resolved, "Nissan Finance")).toEqual({
      interestMin: 4,
      interestMax: 14.5,
      minAmount: 5000,
      establishmentFees: 1360.5,
      rounding: undefined,
    });
    expect(lenderSettingsFor(resolved, "Manual").rounding).toEqual({
      reference: 20000,
      compare: "principal",
      below: "nearest",
      atOrAbove: "up",
    });
    // A zero fee in the config defers to the plan's own figure on the car.
    expect(lenderSettingsFor(resolved, "Manual").establishmentFees).toBeUndefined();
    expect(settings.lenderOrder).toEqual(["nissan-finance", "manual"]);
  });

  it("prefers the site's first lender when a car carries several", () => {
    const settings = financeSettingsFor(
      siteConfig({
        lenders: [
          { financeProvider: "taurus", interestRate: 8.95, comparisonRate: 9.7 },
          { financeProvider: "manual", interestRate: 7.99, comparisonRate: 8.69 },
        ],
      }),
    );
    const twoLenders = car({
      finance_lenders: {
        Manual: lender(),
        Taurus: lender({ financeProvider: "Taurus" }),
      },
    });
    const picked = pickLender(twoLenders, settings, new Date("2025-06-01"));
    expect(picked.ok && picked.value.financeProvider).toBe("Taurus");
  });

  it("hides finance for the site flag, excluded makes and car types", () => {
    expect(financeBlocked(car(), financeSettingsFor(siteConfig({ hideFinance: true })))).toBe(
      "finance-hidden",
    );
    const noUsed = siteConfig({ hideForCarTypes: ["used"] });
    expect(financeSettingsFor(noUsed, car({ car_type: "used" })).hideFinance).toBe(true);
    expect(financeSettingsFor(noUsed, car({ car_type: "new" })).hideFinance).toBe(false);
    const noHolden = siteConfig({ excludedMakes: ["Suzuki", "Holden"] });
    expect(hiddenForCar(noHolden, car({ make: " holden " }))).toBe(true);
    expect(hiddenForCar(noHolden, car({ make: "Toyota" }))).toBe(false);
    // Without a car only the site flag counts.
    expect(financeSettingsFor(noUsed).hideFinance).toBe(false);
  });

  it("passes the dealer's manufacturer to the never-show rule", () => {
    const suzukiDealer = siteConfig({}, { dealer: { manufacturer: "Suzuki" } });
    expect(financeBlocked(car(), financeSettingsFor(suzukiDealer))).toBe("manufacturer-excluded");
  });
});
