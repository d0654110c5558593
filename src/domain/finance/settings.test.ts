import { describe, expect, it } from "vitest";
import {
  DEFAULT_FINANCE_SETTINGS,
  lenderSettingsFor,
  providerKey,
  resolveFinanceSettings,
} from "./settings";

describe("resolveFinanceSettings", () => {
  it("fills every field from the defaults", () => {
    expect(resolveFinanceSettings()).toEqual(DEFAULT_FINANCE_SETTINGS);
    expect(DEFAULT_FINANCE_SETTINGS).toMatchObject({
      defaultInterestRate: 10,
      defaultTermYears: 6,
      maxTermYears: 7,
      minAmount: 1000,
    });
  });

  it("keeps a default when the site passes undefined for it", () => {
    const settings = resolveFinanceSettings({ maxTermYears: undefined, defaultTermYears: 5 });
    expect(settings.maxTermYears).toBe(7);
    expect(settings.defaultTermYears).toBe(5);
  });
});

describe("providerKey and lenderSettingsFor", () => {
  it("matches provider names however they are spelt", () => {
    expect(providerKey("360 Finance")).toBe("360finance");
    expect(providerKey("NISSAN_FINANCE")).toBe("nissanfinance");
    expect(providerKey("Aus-Loans")).toBe("ausloans");
  });

  it("finds the site's settings for a provider, or none", () => {
    const settings = resolveFinanceSettings({ lenders: { "Nissan Finance": { minAmount: 5000 } } });
    expect(lenderSettingsFor(settings, "nissan_finance")).toEqual({ minAmount: 5000 });
    expect(lenderSettingsFor(settings, "Taurus")).toEqual({});
  });
});

describe("resolving settings once", () => {
  it("gives each input its own settings, and resolved settings back as they are", () => {
    const weekly = { defaultTermYears: 3 };
    const monthly = { defaultTermYears: 5, maxTermYears: undefined };
    const a = resolveFinanceSettings(weekly);
    const b = resolveFinanceSettings(monthly);
    expect(a.defaultTermYears).toBe(3);
    expect(b.defaultTermYears).toBe(5);
    expect(b.maxTermYears).toBe(7);
    expect(resolveFinanceSettings(weekly)).toBe(a);
    expect(resolveFinanceSettings(a)).toBe(a);
    expect(resolveFinanceSettings(b)).toBe(b);
    expect(resolveFinanceSettings(monthly)).toBe(b);
  });
});
