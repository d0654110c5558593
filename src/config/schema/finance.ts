/**
 * Finance calculators, lenders and the finance pages: calculator defaults and bounds, which cars
 * each lender finances, and the finance page's text. The repayment maths lives in the finance domain; this is its data.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { checkCalculatorBounds, financeCalculatorFields } from "./finance-calculator";
import { lenderSchema } from "./finance-lender";
import { carType, money, nonEmpty, percent, slug } from "./primitives";

const DEFAULT_DISCLAIMER =
  "Comparison rate calculated on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

const fee = z.strictObject({
  label: nonEmpty.meta(doc("Fee name, e.g. 'Establishment fee'.")),
  amount: money.meta(doc("Fee in dollars.")),
  per: z
    .enum(["once", "month"])
    .default("once")
    .meta(doc("once, or charged monthly (account admin).")),
});

export const financeSchema = z
  .strictObject({
    hideFinance: z
      .boolean()
      .default(false)
      .meta(doc("Hide every finance calculator, button and estimate on the site.")),
    hideForCarTypes: z.array(carType).default([]).meta(doc("Car types that never show finance.")),
    excludedMakes: z
      .array(nonEmpty)
      .default(["Suzuki"])
      .meta(doc("Makes (case-insensitive) that never show finance.")),
    excludedDealerships: z
      .array(slug)
      .default([])
      .meta(doc("Dealership slugs whose cars never show finance.")),
    ...financeCalculatorFields,
    lenders: z
      .array(lenderSchema)
      .default([])
      .meta(doc("Lenders and plans, tried in order; empty: the built-in calculator only.")),
    disclaimer: z
      .string()
      .default(DEFAULT_DISCLAIMER)
      .meta(doc("Finance disclaimer; shown truncated to 197 characters with Show More.")),
    hideDisclaimerToggle: z
      .boolean()
      .default(false)
      .meta(doc("Hide the Show More / Show Less toggle of the disclaimer.")),
    presentation: z
      .strictObject({
        termYears: z.number().min(1).max(7).default(5).meta(doc("Term of the example line.")),
        depositPercent: percent.default(10).meta(doc("Deposit of the example line.")),
        finalPaymentPercent: percent.default(30).meta(doc("Final payment of the example line.")),
      })
      .prefault({})
      .meta(
        doc("The finance example line beside the accepted payments, linking to the finance page."),
      ),
    fees: z
      .array(fee)
      .default([])
      .meta(
        doc(
          "Fees listed on the finance page, e.g. establishment $395, security registration $6, monthly account admin $8, agency fee $912.25.",
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
            ),
          ),
        loanTermYears: z
          .number()
          .int()
          .min(1)
          .max(7)
          .default(5)
          .meta(doc("loanTerm of the quote request.")),
      })
      .prefault({})
      .meta(doc("External finance quote.")),
    getFinanceNowModal: z
      .boolean()
      .default(false)
      .meta(
        doc("A 'Get Finance Now' button opens a 'Finance Enquiry' modal with the finance form."),
      ),
    calculatorEnquiryTarget: z
      .enum(["vehicle", "finance-page"])
      .default("vehicle")
      .meta(
        doc(
          "Where the calculator's Enquire Now goes: the vehicle page's finance form or the finance page.",
        ),
      ),
    financeLinkPath: z
      .enum(["/finance", "/finance-enquiry", "/apply-for-finance"])
      .default("/finance")
      .meta(
        doc(
          "Finance page of the site, e.g. /finance, /finance-enquiry or /apply-for-finance; links carry preferredDealership, vehiclePriceBudget, car_id, car_type, vin and #finance-form.",
        ),
      ),
    pages: z
      .strictObject({
        personalised: z
          .boolean()
          .default(false)
          .meta(doc("Serve /personalised/finance?car_id={id}.")),
        preApproval: z.boolean().default(false).meta(doc("Serve /finance-pre-approval.")),
      })
      .prefault({})
      .meta(doc("Optional finance pages.")),
  })
  .prefault({})
  .superRefine(checkCalculatorBounds);
