/**
 * Finance calculators, lenders and the finance pages (2 §4 Finance calculator, 2 §5 bounds and
 * eligibility, 2 §9 Finance). The repayment maths lives in the finance domain; this is its data.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { checkCalculatorBounds, financeCalculatorFields } from "./finance-calculator";
import { lenderSchema } from "./finance-lender";
import { carType, money, nonEmpty, percent, slug } from "./primitives";

const DEFAULT_DISCLAIMER =
  "Comparison rate calculated on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

const fee = z.strictObject({
  label: nonEmpty.meta(
    doc("Fee name, e.g. 'Establishment fee'.", "2 §9 One dealer configuration lists fees"),
  ),
  amount: money.meta(doc("Fee in dollars.", "2 §9")),
  per: z
    .enum(["once", "month"])
    .default("once")
    .meta(doc("once, or charged monthly (account admin).", "2 §9 monthly account admin $8")),
});

export const financeSchema = z
  .strictObject({
    hideFinance: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Hide every finance calculator, button and estimate on the site.",
          "2 §5 Finance is never shown if certain flags are on",
        ),
      ),
    hideForCarTypes: z
      .array(carType)
      .default([])
      .meta(doc("Car types that never show finance.", "2 §5 certain flags are on")),
    excludedMakes: z
      .array(nonEmpty)
      .default(["Suzuki"])
      .meta(
        doc(
          "Makes (case-insensitive) that never show finance.",
          "2 §5 Finance is never shown if the manufacturer is Suzuki",
        ),
      ),
    excludedDealerships: z
      .array(slug)
      .default([])
      .meta(
        doc(
          "Dealership slugs whose cars never show finance.",
          "2 §5 the dealership slug is in a listed set of five",
        ),
      ),
    ...financeCalculatorFields,
    lenders: z
      .array(lenderSchema)
      .default([])
      .meta(
        doc(
          "Lenders and plans, tried in order; empty: the built-in calculator only.",
          "2 §3 Finance lender or plan; 2 §5 eligibility by provider",
        ),
      ),
    disclaimer: z
      .string()
      .default(DEFAULT_DISCLAIMER)
      .meta(
        doc(
          "Finance disclaimer; shown truncated to 197 characters with Show More.",
          "2 §4 Finance calculator; 2 §9 Disclaimer truncated at 197 characters",
        ),
      ),
    hideDisclaimerToggle: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Hide the Show More / Show Less toggle of the disclaimer.",
          "2 §4 hidden for one dealer configuration",
        ),
      ),
    presentation: z
      .strictObject({
        termYears: z
          .number()
          .min(1)
          .max(7)
          .default(5)
          .meta(
            doc(
              "Term of the example line.",
              "2 §2 '5 year term, 10.0% deposit, 30.0% final payment'",
            ),
          ),
        depositPercent: percent
          .default(10)
          .meta(doc("Deposit of the example line.", "2 §9 Finance presentation")),
        finalPaymentPercent: percent
          .default(30)
          .meta(doc("Final payment of the example line.", "2 §9 Finance presentation")),
      })
      .prefault({})
      .meta(
        doc(
          "The finance example line beside the accepted payments, linking to the finance page.",
          "2 §2 Accepted-payments strip",
        ),
      ),
    fees: z
      .array(fee)
      .default([])
      .meta(
        doc(
          "Fees listed on the finance page, e.g. establishment $395, security registration $6, monthly account admin $8, agency fee $912.25.",
          "2 §9 One dealer configuration lists fees",
        ),
      ),
    quote: z
      .strictObject({
        enabled: z
          .boolean()
          .default(false)
          .meta(
            doc(
              "Request an external quote (POST /api/youx/quote) for cars without one and priced above 0.",
              "2 §5 The external quote is requested only when its feature flag is on",
            ),
          ),
        loanTermYears: z
          .number()
          .int()
          .min(1)
          .max(7)
          .default(5)
          .meta(doc("loanTerm of the quote request.", "2 §7 POST /api/youx/quote loanTerm 5")),
      })
      .prefault({})
      .meta(doc("External finance quote.", "2 §3 Vehicle finance quote; 2 §7")),
    getFinanceNowModal: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "A 'Get Finance Now' button opens a 'Finance Enquiry' modal with the finance form.",
          "2 §2 On one dealer configuration a 'Get Finance Now' button",
        ),
      ),
    calculatorEnquiryTarget: z
      .enum(["vehicle", "finance-page"])
      .default("vehicle")
      .meta(
        doc(
          "Where the calculator's Enquire Now goes: the vehicle page's finance form or the finance page.",
          "2 §2 Its Enquire Now button links to the vehicle page or to /finance",
        ),
      ),
    financeLinkPath: z
      .enum(["/finance", "/finance-enquiry", "/apply-for-finance"])
      .default("/finance")
      .meta(
        doc(
          "Finance page of the site; links carry preferredDealership, vehiclePriceBudget, car_id, car_type, vin and #finance-form.",
          "2 §2 /finance default, /finance-enquiry on some sites, /apply-for-finance for certain dealer groups",
        ),
      ),
    pages: z
      .strictObject({
        personalised: z
          .boolean()
          .default(false)
          .meta(doc("Serve /personalised/finance?car_id={id}.", "2 §2 Personalised finance")),
        preApproval: z
          .boolean()
          .default(false)
          .meta(doc("Serve /finance-pre-approval.", "2 §2 Pre-approval page")),
      })
      .prefault({})
      .meta(doc("Optional finance pages.", "2 §2 Routes")),
  })
  .prefault({})
  .superRefine(checkCalculatorBounds);
