/**
 * Defaults and bounds of the finance calculators (amount, term, interest, frequency).
 * Spread into the finance group, so the fields read finance.defaultInterestRate and so on.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { money, percent } from "./primitives";

export const financeCalculatorFields = {
  defaultAmount: money.default(30000).meta(doc("Amount when the car has no price.")),
  amountMin: money.default(1000).meta(doc("Lowest amount (5000 on one dealer configuration).")),
  sliderAmountMax: money.default(100000).meta(doc("Highest amount of the vehicle-page slider.")),
  sliderMaxFromPrice: z
    .boolean()
    .default(false)
    .meta(doc("For a price above sliderAmountMax the slider goes to 1.05 × the price.")),
  sidebarAmountMax: money
    .default(250000)
    .meta(doc("Highest amount of the sidebar calculator (and of the bounds message).")),
  defaultTermYears: z
    .number()
    .min(1)
    .max(7)
    .default(6)
    .meta(doc("Starting term of the vehicle-page calculator (5 on some sites).")),
  sidebarDefaultTermYears: z
    .number()
    .min(1)
    .max(7)
    .default(5)
    .meta(doc("Starting term of the sidebar calculator.")),
  maxTermYears: z.number().min(1).max(7).default(7).meta(doc("Longest term (5 on some sites).")),
  termIncrements: z
    .array(z.number().min(1).max(7))
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc(
        "Custom selectable terms in years, e.g. [1,2,3,4,5]; null: 1 to maxTermYears in steps of 0.5.",
      ),
    ),
  defaultInterestRate: percent.default(10).meta(doc("Starting interest, % p.a.")),
  interestMin: percent.default(0.5).meta(doc("Lowest interest (4 on one dealer configuration).")),
  interestMax: percent.default(15).meta(doc("Highest interest (20 on one dealer configuration).")),
  defaultFrequency: z
    .enum(["week", "fortnight", "month"])
    .default("week")
    .meta(doc("Starting repayment frequency.")),
};

type CalculatorSettings = z.output<z.ZodObject<typeof financeCalculatorFields>>;

/** The bounds must contain the defaults, or the calculator would start out of range. */
export function checkCalculatorBounds(f: CalculatorSettings, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (f.interestMin >= f.interestMax) issue("interestMax", "must be above interestMin");
  if (f.defaultInterestRate < f.interestMin || f.defaultInterestRate > f.interestMax)
    issue("defaultInterestRate", "must lie between interestMin and interestMax");
  if (f.defaultTermYears > f.maxTermYears)
    issue("defaultTermYears", "must not exceed maxTermYears");
  if (f.sidebarDefaultTermYears > f.maxTermYears)
    issue("sidebarDefaultTermYears", "must not exceed maxTermYears");
  if (f.amountMin >= f.sliderAmountMax) issue("amountMin", "must be below sliderAmountMax");
  if (f.sliderAmountMax > f.sidebarAmountMax)
    issue("sliderAmountMax", "must not exceed sidebarAmountMax");
}
