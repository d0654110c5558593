import { describe, expect, it } from "vitest";
import { car, lender } from "@/domain/finance/test-fixtures";
import { compareLenders, lenderName } from "./lender-comparison";
import { siteConfig } from "./test-config";

const NOW = new Date("2025-06-01T00:00:00Z");

const config = siteConfig({
  lenders: [
    { financeProvider: "manual", name: "Acme Finance", interestRate: 7.99, comparisonRate: 8.69 },
    { financeProvider: "taurus", interestRate: 8.95, comparisonRate: 9.7, establishmentFees: 450 },
  ],
});

describe("compareLenders", () => {
  it("prices each of the site's plans on the car, cheapest first", () => {
    const rows = compareLenders(car({ price: 30000 }), config, NOW);
    expect(rows.map((r) => r.name)).toEqual(["Acme Finance", "Taurus"]);
    // Acme: 30000 at 7.99% over the default 6 years. Weekly r = 0.0799/52 = 0.0015365, n = 312,
    // (1+r)^−312 = 0.61907 → 30000 × 0.0015365 / 0.38093 = 121.11 → $122;
    // fortnightly 242.36 → $243; monthly 525.85 → $526; total 122 × 312 = $38,064.
    expect(rows[0]).toMatchObject({
      interestRate: 7.99,
      comparisonRate: 8.69,
      termYears: 6,
      fees: 0,
      repayments: { week: 122, fortnight: 243, month: 526 },
      totalPayable: 38064,
    });
    // Taurus: its $450 fee is financed: 30450 at 8.95% weekly over 6 years → 126.22 → $127.
    expect(rows[1]).toMatchObject({ fees: 450, repayments: { week: 127 } });
  });

  it("uses the car's own plan for a provider it carries, with its deposit and balloon", () => {
    const nissanCar = car({
      price: 30000,
      finance_lenders: {
        "Nissan Finance": lender({
          financeProvider: "Nissan Finance",
          interestRate: 5.99,
          comparisonRate: 6.89,
          termYears: 5,
          deposit: 3000,
          balloon: 9000,
          establishmentFees: 495,
          paymentWeek: null,
          paymentMonth: 403,
        }),
      },
    });
    const rows = compareLenders(nissanCar, config, NOW);
    // principal 30000 − 3000 + 495 = 27,495 with a $9,000 balloon at 5.99% over 5 years:
    // weekly 92.73 → $93, fortnightly 185.53 → $186, monthly 402.40 → $403.
    const nissan = rows.find((r) => r.name === "Nissan Finance");
    expect(nissan).toMatchObject({
      deposit: 3000,
      balloon: 9000,
      fees: 495,
      repayments: { week: 93, fortnight: 186, month: 403 },
      totalPayable: 93 * 260 + 9000,
    });
    expect(rows[0]?.name).toBe("Nissan Finance");
  });

  it("leaves out lenders the car is not eligible for", () => {
    // Taurus lends on cars newer than the current year minus 12: a 2010 car is too old.
    const old = compareLenders(car({ price: 12000, year: 2010 }), config, NOW);
    expect(old.map((r) => r.name)).toEqual(["Acme Finance"]);
    // A car's own lender without a weekly payment is not advertised (Manual needs one).
    const noWeekly = car({ finance_lenders: { Manual: lender({ paymentWeek: null }) } });
    expect(compareLenders(noWeekly, siteConfig(), NOW)).toEqual([]);
  });

  it("shows nothing when finance is hidden or the car has no price", () => {
    expect(compareLenders(car({ make: "Suzuki" }), config, NOW)).toEqual([]);
    expect(compareLenders(car({ price: 0 }), config, NOW)).toEqual([]);
    expect(compareLenders(car({ status: "sold" }), config, NOW)).toEqual([]);
  });

  it("quotes a comparison-rate range for a plan that states none", () => {
    const ranged = siteConfig({
      lenders: [
        {
          financeProvider: "360-finance",
          interestRate: 8.45,
          comparisonRateFallback: { min: 8.38, max: 19.42 },
        },
      ],
    });
    const [row] = compareLenders(car(), ranged, NOW);
    expect(row).toMatchObject({
      name: "360 Finance",
      comparisonRate: null,
      comparisonRange: { min: 8.38, max: 19.42 },
    });
  });
});

describe("lenderName", () => {
  it("prefers the site's name, then the provider's usual one", () => {
    expect(lenderName("Manual", config)).toBe("Acme Finance");
    expect(lenderName("nissan_finance", config)).toBe("Nissan Finance");
    expect(lenderName("Some Bank", config)).toBe("Some Bank");
  });
});
