/**
 * The finance settings a site hands to this module, as plain values. src/config maps each site's
 * configuration onto this shape; nothing here knows which dealer wants what, so every setting that
 * differs between sites is a field with a default. Functions take `FinanceSettingsInput` (any
 * subset) and fill the rest from the defaults.
 */

/** How a figure is brought to whole dollars. */
export type RoundMode = "up" | "down" | "nearest";

/**
 * One lender configuration rounds depending on a comparison against a reference amount
 * `compare` names the figure held against `reference`: the exact periodic payment
 * or the financed principal. Below the reference `below` applies, otherwise `atOrAbove`.
 */
export type RoundingRule = {
  reference: number;
  compare: "payment" | "principal";
  below: RoundMode;
  atOrAbove: RoundMode;
};

/** What a site says about one lender, keyed by provider name in `FinanceSettings.lenders`. */
export type LenderSettings = {
  /** The lender's interest floor and ceiling, e.g. 7.5 and 14.5. */
  interestMin?: number;
  interestMax?: number;
  /** 5000 for the lender whose loans start there; 1000 otherwise. */
  minAmount?: number;
  /** Overrides the plan's figure, e.g. 1300 for one lender on one site. */
  establishmentFees?: number;
  rounding?: RoundingRule;
};

export type FinanceSettings = {
  /** The site's flags that switch finance off altogether. */
  hideFinance: boolean;
  /** Dealerships whose cars never show finance (a listed set, held in config). */
  excludedDealershipSlugs: readonly string[];
  /** The dealership's manufacturer name, checked by the never-show manufacturer rule. */
  manufacturer: string | null;
  defaultInterestRate: number;
  /** Default term of the vehicle-page calculator; the sidebar calculator always starts at 5. */
  defaultTermYears: number;
  maxTermYears: number;
  /** Custom selectable terms in years (e.g. [1, 2, 3, 4, 5]) instead of the 0.5-year slider. */
  termYearOptions: readonly number[] | null;
  /** A site-wide interest range (one dealer: 4 to 20) replacing 0.5 to 15. */
  interestRange: { min: number; max: number } | null;
  minAmount: number;
  /** On some sites the vehicle-page slider reaches 1.05 × the price above $100,000. */
  amountMaxFollowsPrice: boolean;
  lenders: Readonly<Record<string, LenderSettings>>;
  /** Providers in the order the site prefers them; unlisted lenders follow in car order. */
  lenderOrder: readonly string[];
};

export type FinanceSettingsInput = Partial<FinanceSettings>;

export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  hideFinance: false,
  excludedDealershipSlugs: [],
  manufacturer: null,
  defaultInterestRate: 10,
  defaultTermYears: 6,
  maxTermYears: 7,
  termYearOptions: null,
  interestRange: null,
  minAmount: 1000,
  amountMaxFollowsPrice: false,
  lenders: {},
  lenderOrder: [],
};

/**
 * Settings already resolved, and the resolution of each input object: a card's estimate passes
 * one site's settings through several rules, each of which resolves what it is given. Settings
 * objects are never changed after they are made, so an input resolves once.
 */
const resolved = new WeakSet<FinanceSettings>();
const resolvedFrom = new WeakMap<FinanceSettingsInput, FinanceSettings>();

export function resolveFinanceSettings(input: FinanceSettingsInput = {}): FinanceSettings {
  if (resolved.has(input as FinanceSettings)) return input as FinanceSettings;
  const known = resolvedFrom.get(input);
  if (known) return known;
  const settings: FinanceSettings = { ...DEFAULT_FINANCE_SETTINGS, ...stripUndefined(input) };
  resolved.add(settings);
  resolvedFrom.set(input, settings);
  return settings;
}

/**
 * Provider names arrive spelt several ways ('360 Finance', '360finance', 'NISSAN_FINANCE');
 * they are compared by this key: lower case, letters and digits only.
 */
export function providerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The site's settings for a provider, matched by `providerKey`; `{}` when it has none. */
export function lenderSettingsFor(settings: FinanceSettings, provider: string): LenderSettings {
  const key = providerKey(provider);
  const entry = Object.entries(settings.lenders).find(([name]) => providerKey(name) === key);
  return entry?.[1] ?? {};
}

// `{ ...defaults, ...{ maxTermYears: undefined } }` would erase the default.
function stripUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
