/**
 * One lender or finance plan (2 §3 "Finance lender or plan"). Which cars a lender can finance is
 * a table of eligibility predicates keyed by financeProvider in the finance domain (2 §5).
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { money, nonEmpty, percent } from "./primitives";

/** Providers with an eligibility rule in 2 §5 "Finance eligibility by provider". */
export const FINANCE_PROVIDERS = [
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
] as const;

const PLAN = "2 §3 Finance lender or plan";

export const lenderSchema = z
  .strictObject({
    financeProvider: z
      .enum(FINANCE_PROVIDERS)
      .meta(
        doc(
          "Provider id; selects the eligibility rule and is the key of finance_lenders on the car.",
          "2 §3; 2 §5 Finance eligibility by provider",
        ),
      ),
    name: nonEmpty
      .nullable()
      .default(null)
      .meta(doc("Display name; null: derived from the provider.", PLAN)),
    interestRate: percent.meta(doc("Interest rate, % p.a.", PLAN)),
    comparisonRate: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Comparison rate, % p.a.; without one (and without a fallback) the lender shows no finance.",
          "2 §3; 2 §5 Finance is never shown if interestRate or comparisonRate is null",
        ),
      ),
    comparisonRateFallback: z
      .strictObject({
        min: percent.meta(
          doc("Lowest comparison rate quoted.", "2 §9 Comparison rate fallback 8.38% to 19.42%"),
        ),
        max: percent.meta(doc("Highest comparison rate quoted.", "2 §9")),
      })
      .refine((r) => r.min <= r.max, { message: "min must not exceed max", path: ["max"] })
      .nullable()
      .default(null)
      .meta(
        doc(
          "Comparison-rate range shown when the car carries none, e.g. {min: 8.38, max: 19.42}.",
          "2 §9 Comparison rate fallback for one provider",
        ),
      ),
    advertisedRate: percent.nullable().default(null).meta(doc("Advertised rate, % p.a.", PLAN)),
    establishmentFees: money
      .default(0)
      .meta(
        doc(
          "Establishment fee added to the principal, e.g. 1300 or 1360.50.",
          "2 §9 Establishment fee default 0; 1300 for one lender on one site; 1360.50 for one lender",
        ),
      ),
    termYears: z
      .number()
      .positive()
      .max(7)
      .nullable()
      .default(null)
      .meta(doc("Plan term in years; null: the calculator's term.", PLAN)),
    termMonths: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .meta(doc("Plan term in months, when quoted so.", PLAN)),
    termWeeks: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .meta(doc("Plan term in weeks, when quoted so.", PLAN)),
    deposit: money.default(0).meta(doc("Deposit assumed by the plan, $.", PLAN)),
    balloon: percent.default(0).meta(doc("Balloon (residual) as % of the amount.", PLAN)),
    disclaimer: z
      .string()
      .default("")
      .meta(doc("Lender disclaimer; empty: finance.disclaimer.", PLAN)),
    interestMin: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Lowest calculator interest for this lender (1, 4, 7.5, 9.95 or 5.99); null: finance.interestMin.",
          "2 §5 Interest rate: by provider minimum",
        ),
      ),
    interestMax: percent
      .nullable()
      .default(null)
      .meta(
        doc(
          "Highest calculator interest for this lender (14.5, 15.99, 19.95 or 20); null: finance.interestMax.",
          "2 §5 Interest rate: by provider maximum",
        ),
      ),
    amountMin: money
      .nullable()
      .default(null)
      .meta(
        doc(
          "Lowest amount for this lender (5000 for one provider); null: finance.amountMin.",
          "2 §5 Minimum 1000 (5000 for one finance provider)",
        ),
      ),
    roundingRule: z
      .enum(["up", "reference"])
      .default("up")
      .meta(
        doc(
          "up: repayments rounded up; reference: rounding depends on a comparison with roundingReferenceAmount.",
          "2 §9 Result rounded up (one lender configuration rounds depending on a comparison against a reference amount)",
        ),
      ),
    roundingReferenceAmount: money
      .nullable()
      .default(null)
      .meta(doc("Reference amount of the reference rounding rule.", "2 §9")),
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
