/**
 * Lender data for the demo cars (keyed by provider, as the feeds deliver it) and market-price
 * data for used cars. Repayments are computed with the standard annuity formula so that the
 * figures agree with the calculator.
 */
import type { AutograbData, FinanceLender } from "@/domain/car/car";
import { formatCount } from "@/domain/format/price";
import type { Rng } from "./prng";
import type { LenderKind } from "./sites/blueprint";

/** Payment per period for a loan with a balloon (future value) at the end. */
export function repayment(
  principal: number,
  annualRate: number,
  periodsPerYear: number,
  years: number,
  balloon = 0,
): number {
  const r = annualRate / 100 / periodsPerYear;
  const n = periodsPerYear * years;
  if (r === 0) return (principal - balloon) / n;
  return ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

const WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

type Provider = {
  name: string;
  rates: readonly number[];
  margin: number;
  fee: number;
  weekly: boolean;
};

const PROVIDERS: Record<LenderKind, Provider> = {
  nissan: {
    name: "Nissan Finance",
    rates: [0.99, 2.99, 4.99, 5.99, 6.49],
    margin: 0.9,
    fee: 495,
    weekly: false,
  },
  manual: { name: "Manual", rates: [6.99, 7.49, 7.99, 8.49], margin: 0.7, fee: 395, weekly: true },
  taurus: {
    name: "Taurus",
    rates: [8.95, 9.45, 9.95, 10.95],
    margin: 0.75,
    fee: 450,
    weekly: true,
  },
  "360": {
    name: "360 Finance",
    rates: [7.95, 8.45, 8.95, 9.95],
    margin: 0.8,
    fee: 425,
    weekly: true,
  },
  angle: { name: "Angle", rates: [7.99, 8.49, 8.99], margin: 0.6, fee: 450, weekly: true },
};

export function financeLenders(
  rng: Rng,
  kind: LenderKind,
  price: number,
  carYear: number,
  currentYear: number,
): Record<string, FinanceLender> {
  if (price <= 500) return {};
  // Taurus lends only on cars newer than twelve years.
  if (kind === "taurus" && carYear <= currentYear - 12) return {};
  const p = PROVIDERS[kind];
  const rate = rng.pick(p.rates);
  const comparison = round2(rate + p.margin + rng.next() * 0.3);
  const years = 5;
  const deposit = p.weekly ? 0 : Math.round(price * 0.1);
  const balloon = p.weekly ? 0 : Math.round(price * 0.3);
  const principal = price - deposit + p.fee;
  const perMonth = round2(repayment(principal, rate, 12, years, balloon));
  const perWeek = round2(repayment(principal, rate, 52, years, balloon));
  const disclaimer = `${p.name} offer on approved credit to eligible applicants. ${p.weekly ? `Weekly repayment of $${perWeek.toFixed(2)}` : `Monthly repayment of $${perMonth.toFixed(2)}`} based on a ${years} year term at ${rate.toFixed(2)}% p.a.${deposit ? `, a deposit of $${formatCount(deposit)} and a final payment of $${formatCount(balloon)}` : ""}, including an establishment fee of $${p.fee}. Comparison rate ${comparison.toFixed(2)}% p.a. based on a secured loan of $30,000 over 5 years. ${WARNING} Fees, charges and lending criteria apply.`;
  const lender: FinanceLender = {
    financeProvider: p.name,
    establishmentFees: p.fee,
    termYears: years,
    termMonths: years * 12,
    termWeeks: years * 52,
    interestRate: rate,
    comparisonRate: comparison,
    advertisedRate: rate,
    deposit,
    balloon,
    paymentMonth: p.weekly ? null : perMonth,
    paymentWeek: p.weekly ? perWeek : null,
    totalPayable: round2((p.weekly ? perWeek * 52 : perMonth * 12) * years + deposit + balloon),
    disclaimer,
  };
  return { [p.name]: lender };
}

/** Weekly repayment shown on cards: 8.5% over five years, no deposit. */
export function weeklyPrice(price: number): number | null {
  return price > 500 ? Math.round(repayment(price, 8.5, 52, 5)) : null;
}

/** Market averages around the asking price; some cars sit well under the state average. */
export function autograb(rng: Rng, price: number): AutograbData | null {
  if (price <= 0) return null;
  const bargain = rng.chance(0.3);
  const factor = bargain ? 1.04 + rng.next() * 0.1 : 0.94 + rng.next() * 0.09;
  const state = Math.round((price * factor) / 100) * 100;
  const national = Math.round((state * (0.97 + rng.next() * 0.06)) / 100) * 100;
  return {
    state_average_market_price: rng.chance(0.12) ? null : state,
    average_market_price: national,
  };
}
