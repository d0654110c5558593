/**
 * One lender or finance plan. Which cars a lender can finance is a table of eligibility predicates
 * keyed by financeProvider in the finance domain.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { money, nonEmpty, percent } from "./primitives";

/** Providers that have an eligibility rule (which cars the provider finances). */
export const FINANCE_PROVIDERS = [
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
] as const;

export const lenderSchema = z
  .strictObject({
    financeProvider: z
      .enum(FINANCE_PROVIDERS)
      .meta(
        doc(
          "Provider id; selects the eligibility rule and is the key of finance_lenders on the car.",
        ),
      ),
    name: nonEmpty
      .nullable()
      .default(null)
      .meta(doc("Display name; null: derived from the provider.")),
    interestRate: percent.meta(doc("Interest rate, % p.a.")),
    comparisonRate: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Comparison rate, % p.a.; without one (and without a fallback) the lender shows no finance.",
        ),
      ),
    comparisonRateFallback: z
      .strictObject({
        min: percent.meta(doc("Lowest comparison rate quoted.")),
        max: percent.meta(doc("Highest comparison rate quoted.")),
      })
      .refine((r) => r.min <= r.max, { message: "min must not exceed max", path: ["max"] })
      .nullable()
      .default(null)
      .meta(
        doc("Comparison-rate range shown when the car carries none, e.g. {min: 8.38, max: 19.42}."),
      ),
    advertisedRate: percent.nullable().default(null).meta(doc("Advertised rate, % p.a.")),
    establishmentFees: money
      .default(0)
      .meta(doc("Establishment fee added to the principal, e.g. 1300 or 1360.50.")),
    termYears: z
      .number()
      .positive()
      .max(7)
      .nullable()
      .default(null)
      .meta(doc("Plan term in years; null: the calculator's term.")),
    termMonths: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .meta(doc("Plan term in months, when quoted so.")),
    termWeeks: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .meta(doc("Plan term in weeks, when quoted so.")),
    deposit: money.default(0).meta(doc("Deposit assumed by the plan, $.")),
    balloon: percent.default(0).meta(doc("Balloon (residual) as % of the amount.")),
    disclaimer: z.string().default("").meta(doc("Lender disclaimer; empty: finance.disclaimer.")),
    interestMin: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Lowest calculator interest for this lender (1, 4, 7.5, 9.95 or 5.99); null: finance.interestMin.",
        ),
      ),
    interestMax: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Highest calculator interest for this lender (14.5, 15.99, 19.95 or 20); null: finance.interestMax.",
        ),
      ),
    amountMin: money
      .nullable()
      .default(null)
      .meta(doc("Lowest amount for this lender (5000 for one provider); null: finance.amountMin.")),
    roundingRule: z
      .enum(["up", "reference"])
      .default("up")
      .meta(
        doc(
          "up: repayments rounded up; reference: rounding depends on a comparison with roundingReferenceAmount.",
        ),
      ),
    roundingReferenceAmount: money
      .nullable()
      .default(null)
      .meta(doc("Reference amount of the reference rounding rule.")),
  })
  .refine((l) => l.roundingRule !== "reference" || l.roundingReferenceAmount !== null, {
    message: "required when roundingRule is reference",
    path: ["roundingReferenceAmount"],
  })
  .refine(
    (l) => l.interestMin === null || l.interestMax === null || l.interestMin < l.interestMax,
    {
      message: "interestMin must be below interestMax",
      path: ["interestMax"],
    },
  );
