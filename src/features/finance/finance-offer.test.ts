import { describe, expect, it } from "vitest";
import { car, lender } from "@/domain/finance/test-fixtures";
import { disclaimerFor, enquireTarget, financeOffer } from "./finance-offer";
import { siteConfig } from "./test-config";

const NOW = new Date("2025-06-01T00:00:00Z");

describe("financeOffer", () => {
  it("offers the built-in calculator for a car without lenders", () => {
    expect(financeOffer(car(), siteConfig(), NOW)?.lender).toBeNull();
  });

  it("offers the car's eligible lender", () => {
    const withLender = car({ finance_lenders: { Manual: lender() } });
    expect(financeOffer(withLender, siteConfig(), NOW)?.lender?.financeProvider).toBe("Manual");
  });

  it("offers nothing when every lender on the car is ineligible", () => {
    const ineligible = car({ finance_lenders: { Manual: lender({ paymentWeek: null }) } });
    expect(financeOffer(ineligible, siteConfig(), NOW)).toBeNull();
  });

  it("offers nothing for a sold car, a hidden site, an excluded make or car type", () => {
    expect(financeOffer(car({ status: "sold" }), siteConfig(), NOW)).toBeNull();
    expect(financeOffer(car(), siteConfig({ hideFinance: true }), NOW)).toBeNull();
    expect(financeOffer(car({ make: "Suzuki" }), siteConfig(), NOW)).toBeNull();
    expect(
      financeOffer(car({ car_type: "new" }), siteConfig({ hideForCarTypes: ["new"] }), NOW),
    ).toBeNull();
  });
});

describe("disclaimerFor", () => {
  const config = siteConfig({
    disclaimer: "Site disclaimer.",
    lenders: [
      {
        financeProvider: "nissan-finance",
        interestRate: 5.99,
        comparisonRate: 6.89,
        disclaimer: "Plan disclaimer.",
      },
    ],
  });

  it("takes the lender's own, then the site's plan for the provider, then the site's", () => {
    expect(disclaimerFor(config, lender({ disclaimer: "Car plan disclaimer." }))).toBe(
      "Car plan disclaimer.",
    );
    expect(
      disclaimerFor(config, lender({ financeProvider: "Nissan Finance", disclaimer: " " })),
    ).toBe("Plan disclaimer.");
    expect(disclaimerFor(config, lender({ disclaimer: null }))).toBe("Site disclaimer.");
    expect(disclaimerFor(config, null)).toBe("Site disclaimer.");
  });
});

describe("enquireTarget", () => {
  it("goes to the vehicle page's finance form or to the finance page", () => {
    const link = "/finance?car_id=1#finance-form";
    expect(enquireTarget(siteConfig(), car(), link)).toBe(
      "/cars/2021-toyota-corolla-ascent-sport#finance-form",
    );
    expect(
      enquireTarget(siteConfig({ calculatorEnquiryTarget: "finance-page" }), car(), link),
    ).toBe(link);
  });
});
