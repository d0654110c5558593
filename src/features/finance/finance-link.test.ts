import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { car } from "@/domain/finance/test-fixtures";
import {
  EMPTY_FINANCE_LINK,
  type FinanceLinkParams,
  financeLink,
  financeQueryString,
  parseFinanceLink,
} from "./finance-link";
import { siteConfig } from "./test-config";

describe("financeLink", () => {
  it("carries the five parameters in their fixed order, then #finance-form", () => {
    const link = financeLink(siteConfig(), car({ id: 42, price: 34990, vin: "JTNB23HE10J123456" }));
    expect(link).toBe(
      "/finance?preferredDealership=brisbane-motors&vehiclePriceBudget=34990&car_id=42&car_type=used&vin=JTNB23HE10J123456#finance-form",
    );
  });

  it("goes to the site's own finance page, and without a car carries nothing", () => {
    const config = siteConfig({ financeLinkPath: "/apply-for-finance" });
    expect(financeLink(config)).toBe("/apply-for-finance#finance-form");
    expect(financeLink(config, car({ price: 0, vin: null }))).toBe(
      "/apply-for-finance?preferredDealership=brisbane-motors&car_id=1&car_type=used#finance-form",
    );
  });
});

describe("parseFinanceLink", () => {
  it("reads a link back", () => {
    expect(
      parseFinanceLink({
        preferredDealership: "brisbane-motors",
        vehiclePriceBudget: "34990",
        car_id: "42",
        car_type: "new",
        vin: "jtnb23he10j123456",
      }),
    ).toEqual({
      preferredDealership: "brisbane-motors",
      vehiclePriceBudget: 34990,
      car_id: 42,
      car_type: "new",
      vin: "JTNB23HE10J123456",
    });
  });

  it("drops malformed values instead of failing", () => {
    expect(
      parseFinanceLink({
        preferredDealership: "<script>",
        vehiclePriceBudget: "-5",
        car_id: "4.2",
        car_type: "vintage",
        vin: "not a vin!",
      }),
    ).toEqual(EMPTY_FINANCE_LINK);
    expect(parseFinanceLink({ car_id: "99999999999999999999" }).car_id).toBeNull();
  });

  it("round-trips every well-formed link", () => {
    const params = fc.record<FinanceLinkParams>({
      preferredDealership: fc.option(fc.stringMatching(/^[a-z0-9-]{1,30}$/)),
      vehiclePriceBudget: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
      car_id: fc.option(fc.integer({ min: 1, max: 2_000_000_000 })),
      car_type: fc.option(fc.constantFrom("new" as const, "used" as const, "demo" as const)),
      vin: fc.option(fc.stringMatching(/^[A-Z0-9]{17}$/)),
    });
    fc.assert(
      fc.property(params, (p) => {
        const search = new URLSearchParams(financeQueryString(p));
        expect(parseFinanceLink(Object.fromEntries(search))).toEqual(p);
      }),
    );
  });
});
