/** Words that differ between dealer sites: car-type names, price fallbacks, button texts. */
import { z } from "zod";
import { doc } from "./field-doc";
import { nonEmpty } from "./primitives";

export const TERMS_MESSAGE_SHORT = "*You must agree to the terms of use before submitting.";
export const TERMS_MESSAGE_LONG = "You must agree to the terms of use before submitting the form.";

export const labelsSchema = z
  .strictObject({
    new: nonEmpty
      .default("New")
      .meta(doc("Name of car type new in facets, breadcrumbs and cards.")),
    used: nonEmpty.default("Used").meta(doc("Name of car type used; 'Pre-Owned' on some sites.")),
    demo: nonEmpty.default("Demo").meta(doc("Name of car type demo.")),
    noPrice: nonEmpty
      .default("Enquire for price.")
      .meta(doc("Shown instead of a price when no price, reduced price or preorder applies.")),
    preorder: nonEmpty.default("PREORDER").meta(doc("Shown instead of a price for preorder cars.")),
    tradeInButton: nonEmpty.default("Trade-In Valuation").meta(doc("Text of the trade-in button.")),
    reserveDeposit: nonEmpty
      .default("$200")
      .meta(doc("Deposit amount written on the reserve button.")),
    reserveButton: nonEmpty
      .default("Reserve Car Now")
      .meta(doc("Main reserve call to action on the vehicle page.")),
    findSimilar: nonEmpty
      .default("Find Me Something Similar")
      .meta(doc("Enquiry button of sold and unavailable cars, and of the no-stock empty state.")),
    termsMessage: z
      .enum([TERMS_MESSAGE_SHORT, TERMS_MESSAGE_LONG])
      .default(TERMS_MESSAGE_SHORT)
      .meta(
        doc(
          "Error when the privacy and terms checkbox is not ticked; the long variant is used on some sites.",
        ),
      ),
    soldTag: nonEmpty
      .default("JUST SOLD")
      .meta(doc("Badge of a sold car still listed (badge rule 1).")),
    newArrivalTag: nonEmpty
      .default("New")
      .meta(doc("Badge of a car created less than 8 days ago (badge rule 7).")),
    salesCounter: nonEmpty
      .default("Sales this Month")
      .meta(doc("Heading of the sales counter banner.")),
  })
  .prefault({});
