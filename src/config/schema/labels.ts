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
      .meta(doc("Name of car type new in facets, breadcrumbs and cards.", "1 §9 Car type order")),
    used: nonEmpty
      .default("Used")
      .meta(
        doc(
          "Name of car type used; 'Pre-Owned' on some sites.",
          "1 §9; 2 §9 'Pre-Owned' label for used on some sites",
        ),
      ),
    demo: nonEmpty.default("Demo").meta(doc("Name of car type demo.", "1 §9 Car type order")),
    noPrice: nonEmpty
      .default("Enquire for price.")
      .meta(
        doc(
          "Shown instead of a price when no price, reduced price or preorder applies.",
          "1 §4 Price display priority 4; 2 §4 Price display priority",
        ),
      ),
    preorder: nonEmpty
      .default("PREORDER")
      .meta(doc("Shown instead of a price for preorder cars.", "1 §4 Price display priority 3")),
    tradeInButton: nonEmpty
      .default("Trade-In Valuation")
      .meta(doc("Text of the trade-in button.", "2 §9 default trade-in button text")),
    reserveDeposit: nonEmpty
      .default("$200")
      .meta(
        doc(
          "Deposit amount written on the reserve button.",
          "2 §9 Reserve button default deposit text $200",
        ),
      ),
    reserveButton: nonEmpty
      .default("Reserve Car Now")
      .meta(doc("Main reserve call to action on the vehicle page.", "2 §2 Main calls to action")),
    findSimilar: nonEmpty
      .default("Find Me Something Similar")
      .meta(
        doc(
          "Enquiry button of sold and unavailable cars, and of the no-stock empty state.",
          "1 §2 Stock search screen; 1 §4 Availability",
        ),
      ),
    termsMessage: z
      .enum([TERMS_MESSAGE_SHORT, TERMS_MESSAGE_LONG])
      .default(TERMS_MESSAGE_SHORT)
      .meta(
        doc(
          "Error when the privacy and terms checkbox is not ticked; the long variant is used on some sites.",
          "2 §5 Forms: terms agreement messages",
        ),
      ),
    soldTag: nonEmpty
      .default("JUST SOLD")
      .meta(
        doc(
          "Badge of a sold car still listed (badge rule 1).",
          "1 §4 Vehicle badge priority 1; 2 §9 tag names New, JUST SOLD",
        ),
      ),
    newArrivalTag: nonEmpty
      .default("New")
      .meta(
        doc(
          "Badge of a car created less than 8 days ago (badge rule 7).",
          "1 §4 Vehicle badge priority 7; 2 §9 tag names",
        ),
      ),
    salesCounter: nonEmpty
      .default("Sales this Month")
      .meta(
        doc(
          "Heading of the sales counter banner.",
          "2 §2 Sales this Month animated counter banner",
        ),
      ),
  })
  .prefault({});
