/**
 * The calculator's values in an address, for the GET form that recalculates without
 * JavaScript: ?amount=25,000&deposit=2,000&term=5&interest=8.5&frequency=month.
 * Parsing never fails: an unreadable value is left out and the calculator's default stands.
 * Quick-pick buttons submit under `{field}Pick`, which wins over the typed field.
 */
import type { CalculatorValues } from "@/domain/finance/bounds";
import { parseNumberInput } from "@/domain/finance/fuel";
import { FREQUENCY_NAMES, type Frequency } from "@/domain/finance/repayment";

export type CalculatorQuery = Partial<
  Pick<CalculatorValues, "amount" | "deposit" | "residual" | "termYears" | "interest" | "frequency">
>;

type NumberKey = Exclude<keyof CalculatorQuery, "frequency">;

/** Address parameter of each value. */
export const CALCULATOR_PARAMS = {
  amount: "amount",
  deposit: "deposit",
  residual: "residual",
  termYears: "term",
  interest: "interest",
  frequency: "frequency",
} as const satisfies Record<keyof CalculatorQuery, string>;

const NUMBER_KEYS: readonly NumberKey[] = [
  "amount",
  "deposit",
  "residual",
  "termYears",
  "interest",
];

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The name a quick-pick button of a field submits under. */
export const pickParam = (key: NumberKey) => `${CALCULATOR_PARAMS[key]}Pick`;

export function parseCalculatorQuery(params: SearchParamsRecord): CalculatorQuery {
  const query: CalculatorQuery = {};
  for (const key of NUMBER_KEYS) {
    const picked = parseNumberInput(first(params[pickParam(key)]) ?? null);
    const typed = parseNumberInput(first(params[CALCULATOR_PARAMS[key]]) ?? null);
    const value = picked ?? typed;
    if (value !== null) query[key] = value;
  }
  const frequency = first(params[CALCULATOR_PARAMS.frequency]);
  if ((FREQUENCY_NAMES as readonly string[]).includes(frequency ?? "")) {
    query.frequency = frequency as Frequency;
  }
  return query;
}

/** The parameters of a query, in a fixed order; values as plain numbers. */
export function toCalculatorParams(query: CalculatorQuery): [string, string][] {
  const out: [string, string][] = [];
  for (const key of NUMBER_KEYS) {
    const value = query[key];
    if (value !== undefined && Number.isFinite(value))
      out.push([CALCULATOR_PARAMS[key], String(value)]);
  }
  if (query.frequency) out.push([CALCULATOR_PARAMS.frequency, query.frequency]);
  return out;
}
