/**
 * Content journeys a dealer switches on: the spin-to-win page (/spin-to-win) and the online
 * payment page (/online-payment). Each is a page of the dealer's own words; the payment page
 * adds an amount and reference form whose payment goes through the site's payment provider,
 * which says plainly how the money is taken. Off, the page answers 404. Sign-in is in gating.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { nonEmpty } from "./primitives";

const enabled = (page: string) =>
  z
    .boolean()
    .default(false)
    .meta(doc(`The ${page} page is shown; off, it answers 404.`));
const body = z
  .string()
  .default("")
  .meta(doc("Text of the page under its heading; paragraphs separated by blank lines."));

export const journeysSchema = z
  .strictObject({
    spinToWin: z
      .strictObject({
        enabled: enabled("/spin-to-win"),
        title: nonEmpty.default("Spin to win").meta(doc("Heading and title of /spin-to-win.")),
        body,
      })
      .prefault({})
      .meta(doc("The spin-to-win page: the dealer's promotion, in their words.")),
    onlinePayment: z
      .strictObject({
        enabled: enabled("/online-payment"),
        title: nonEmpty
          .default("Make a payment")
          .meta(doc("Heading and title of /online-payment.")),
        body,
        maxAmount: z
          .number()
          .int()
          .min(1)
          .default(10_000)
          .meta(doc("Largest amount in dollars the payment form accepts.")),
      })
      .prefault({})
      .meta(
        doc(
          "The online payment page: an amount and reference form sent to the dealer as a lead, paid through the site's payment provider.",
        ),
      ),
  })
  .prefault({});
