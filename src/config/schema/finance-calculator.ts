/**
 * Defaults and bounds of the finance calculators (2 §5 Finance calculator bounds, 2 §9 Defaults).
 * Spread into the finance group, so the fields read finance.defaultInterestRate and so on.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { money, percent } from "./primitives";

const BOUNDS = "2 §5 Finance calculator bounds";

export const financeCalculatorFields = {
  defaultAmount: money
    .default(30000)
    .meta(
      doc("Amount when the car has no price.", "2 §9 Defaults: amount 30000 or the vehicle price"),
    ),
  amountMin: money
    .default(1000)
    .meta(doc("Lowest amount (5000 on one dealer configuration).", BOUNDS)),
  sliderAmountMax: money
    .default(100000)
    .meta(doc("Highest amount of the vehicle-page slider.", BOUNDS)),
  sliderMaxFromPrice: z
    .boolean()
    .default(false)
    .meta(
      doc(
        "For a price above sliderAmountMax the slider goes to 1.05 × the price.",
        "2 §5 1.05 times the price when the price is above 100000 on some sites",
      ),
    ),
  sidebarAmountMax: money
    .default(250000)
    .meta(doc("Highest amount of the sidebar calculator (and of the bounds message).", BOUNDS)),
  defaultTermYears: z
    .number()
    .min(1)
    .max(7)
    .default(6)
    .meta(
      doc(
        "Starting term of the vehicle-page calculator (5 on some sites).",
        "2 §9 term 6 years (5 on some sites)",
      ),
    ),
  sidebarDefaultTermYears: z
    .number()
    .min(1)
    .max(7)
    .default(5)
    .meta(doc("Starting term of the sidebar calculator.", "2 §9 sidebar default 5")),
  maxTermYears: z
    .number()
    .min(1)
    .max(7)
    .default(7)
    .meta(
      doc("Longest term (5 on some sites).", "2 §5 Term 1 to 7 years (maximum 5 on some sites)"),
    ),
  termIncrements: z
    .array(z.number().min(1).max(7))
    .min(1)
    .nullable()
    .default(null)
    .meta(
      doc(
        "Custom selectable terms in years, e.g. [1,2,3,4,5]; null: 1 to maxTermYears in steps of 0.5.",
        "2 §5 step 0.5 or custom year increments",
      ),
    ),
  defaultInterestRate: percent
    .default(10)
    .meta(doc("Starting interest, % p.a.", "2 §9 interest from site configuration (default 10)")),
  interestMin: percent
    .default(0.5)
    .meta(
      doc(
        "Lowest interest (4 on one dealer configuration).",
        "2 §5 Interest rate: default 0.5 to 15",
      ),
    ),
  interestMax: percent
    .default(15)
    .meta(
      doc(
        "Highest interest (20 on one dealer configuration).",
        "2 §5 one dealer configuration 4 to 20",
      ),
    ),
  defaultFrequency: z
    .enum(["week", "fortnight", "month"])
    .default("week")
    .meta(
      doc("Starting repayment frequency.", "2 §3 Frequency; 2 §5 weekly, fortnightly or monthly"),
    ),
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
