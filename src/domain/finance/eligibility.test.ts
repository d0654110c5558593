import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { financeBlocked, lenderEligibility, PROVIDER_RULES, pickLender } from "./eligibility";
import { car, lender } from "./test-fixtures";

// The current year is 2026, so Taurus lends on cars newer than 2026 − 12 = 2014.
const now = new Date("2026-06-01T00:00:00Z");
const check = (carOver = {}, lenderOver = {}, settings = {}) =>
  lenderEligibility(car(carOver), lender(lenderOver), settings, now);
const reason = (carOver = {}, lenderOver = {}, settings = {}) => {
  const result = check(carOver, lenderOver, settings);
  return result.ok ? "eligible" : result.error.reason;
};

describe("Taurus: newer than current year − 12, price over 500, available, comparison rate", () => {
  const taurus = { financeProvider: "Taurus", paymentWeek: null, paymentMonth: null };
  it.each([
    [{ year: 2015 }, "eligible"],
    [{ year: 2014 }, "car-too-old"], // 2014 is not newer than 2014
    [{ year: 2014, price: 100 }, "car-too-old"], // the first failing rule is reported
    [{ price: 500 }, "price-too-low"], // over 500, not at it
    [{ price: 501 }, "eligible"],
    [{ status: "sold" }, "not-available"],
    [{ status: "coming_soon" }, "eligible"],
  ])("%o → %s", (carOver, expected) => {
    expect(reason(carOver, taurus)).toBe(expected);
  });
});

describe("360 Finance and AusLoans: available", () => {
  it.each(["360 Finance", "360finance", "AusLoans", "AUS_LOANS"])("%s", (financeProvider) => {
    const plan = { financeProvider, paymentWeek: null, paymentMonth: null };
    expect(reason({ price: 0 }, plan)).toBe("eligible");
    expect(reason({ status: "sold" }, plan)).toBe("not-available");
  });
});

describe("Manual, Angle, Powertorque: price over 500, available, weekly payment", () => {
  it.each(["Manual", "Angle", "Powertorque"])("%s", (financeProvider) => {
    expect(reason({}, { financeProvider })).toBe("eligible");
    expect(reason({ price: 500 }, { financeProvider })).toBe("price-too-low");
    expect(reason({ status: "sold" }, { financeProvider })).toBe("not-available");
    expect(reason({}, { financeProvider, paymentWeek: null })).toBe("weekly-payment-missing");
    expect(reason({}, { financeProvider, paymentWeek: 0 })).toBe("weekly-payment-missing");
    // a monthly figure does not stand in for the weekly one
    expect(reason({}, { financeProvider, paymentWeek: undefined, paymentMonth: 559 })).toBe(
      "weekly-payment-missing",
    );
  });
});

describe("Nissan Finance: price over 500, available, monthly payment", () => {
  const nissan = { financeProvider: "Nissan Finance", paymentWeek: null };
  it("needs the monthly payment, not the weekly one", () => {
    expect(reason({}, nissan)).toBe("eligible");
    expect(reason({}, { ...nissan, paymentMonth: null })).toBe("monthly-payment-missing");
    expect(reason({ price: 0 }, nissan)).toBe("price-too-low");
    expect(reason({ status: "sold" }, nissan)).toBe("not-available");
  });
});

describe("never shown", () => {
  it("without an interest or comparison rate, whatever the provider", () => {
    for (const { providers } of PROVIDER_RULES) {
      for (const financeProvider of providers) {
        expect(reason({}, { financeProvider, interestRate: null })).toBe("rates-missing");
        expect(reason({}, { financeProvider, comparisonRate: null })).toBe("rates-missing");
      }
    }
  });

  it("for Suzuki cars or on a Suzuki dealer's site", () => {
    expect(reason({ make: "Suzuki" })).toBe("manufacturer-excluded");
    expect(reason({ make: " SUZUKI " })).toBe("manufacturer-excluded");
    expect(reason({}, {}, { manufacturer: "Suzuki" })).toBe("manufacturer-excluded");
    expect(reason({ make: "Subaru" }, {}, { manufacturer: null })).toBe("eligible");
  });

  it("when the site hides finance or excludes the dealership", () => {
    expect(reason({}, {}, { hideFinance: true })).toBe("finance-hidden");
    const excluded = { excludedDealershipSlugs: ["brisbane-motors"] };
    expect(reason({}, {}, excluded)).toBe("dealership-excluded");
    expect(reason({ dealership_slug: "gold-coast-motors" }, {}, excluded)).toBe("eligible");
  });

  it("for a provider without rules", () => {
    expect(check({}, { financeProvider: "Acme Credit" })).toEqual({
      ok: false,
      error: { reason: "unknown-provider", provider: "Acme Credit" },
    });
  });

  it("financeBlocked names the car- or site-level reason, or null", () => {
    expect(financeBlocked(car())).toBeNull();
    expect(financeBlocked(car({ make: "Suzuki" }), { hideFinance: true })).toBe("finance-hidden");
    expect(financeBlocked(car({ make: "Suzuki" }))).toBe("manufacturer-excluded");
  });

  it("is never eligible without rates, for Suzuki, or when hidden, for any car", () => {
    const anyCar = fc.record({
      year: fc.integer({ min: 1990, max: 2027 }),
      price: fc.integer({ min: -1, max: 300_000 }),
      status: fc.constantFrom("in_stock", "coming_soon", "sold") as fc.Arbitrary<"in_stock">,
    });
    const provider = fc.constantFrom(...PROVIDER_RULES.flatMap((r) => r.providers));
    fc.assert(
      fc.property(anyCar, provider, (carOver, financeProvider) => {
        expect(check(carOver, { financeProvider, interestRate: null }).ok).toBe(false);
        expect(check({ ...carOver, make: "Suzuki" }, { financeProvider }).ok).toBe(false);
        expect(check(carOver, { financeProvider }, { hideFinance: true }).ok).toBe(false);
      }),
    );
  });
});

describe("pickLender", () => {
  const angle = lender({ financeProvider: "Angle" });
  const taurus = lender({ financeProvider: "Taurus" });
  const nissan = lender({ financeProvider: "Nissan Finance", paymentMonth: null });

  it("takes the first eligible lender in the car's order", () => {
    const c = car({ finance_lenders: { nissan, angle, taurus } });
    expect(pickLender(c, {}, now)).toEqual({ ok: true, value: angle });
  });

  it("takes the site's preferred providers first", () => {
    const c = car({ finance_lenders: { angle, taurus } });
    expect(pickLender(c, { lenderOrder: ["taurus"] }, now)).toEqual({ ok: true, value: taurus });
  });

  it("reports the first lender's reason when none is eligible", () => {
    const c = car({ year: 2010, finance_lenders: { nissan, taurus } });
    expect(pickLender(c, {}, now)).toEqual({
      ok: false,
      error: { reason: "monthly-payment-missing", provider: "Nissan Finance" },
    });
  });

  it("reports no-lender for a car without lenders", () => {
    expect(pickLender(car(), {}, now)).toEqual({
      ok: false,
      error: { reason: "no-lender", provider: null },
    });
  });

  it("reports a car- or site-level block without naming a lender", () => {
    const c = car({ make: "Suzuki", finance_lenders: { angle } });
    expect(pickLender(c, {}, now)).toEqual({
      ok: false,
      error: { reason: "manufacturer-excluded", provider: null },
    });
  });

  it("knows a plan without a provider name by its key on the car", () => {
    const unnamed = lender({ financeProvider: "" });
    const result = pickLender(car({ finance_lenders: { powertorque: unnamed } }), {}, now);
    expect(result).toEqual({ ok: true, value: { ...unnamed, financeProvider: "powertorque" } });
  });
});
