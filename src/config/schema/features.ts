/**
 * Journeys and widgets a dealer switches on or off. A journey that is off has no button and its
 * route answers 404. Whether a journey needs sign-in is in gating.
 */
import { z } from "zod";
import { doc } from "./field-doc";

const on = (description: string) => z.boolean().default(true).meta(doc(description));
const off = (description: string) => z.boolean().default(false).meta(doc(description));

export const featuresSchema = z
  .strictObject({
    reserveOnline: off(
      "Cars can be reserved online (Reserve Now / Reserve Car Now buttons and the reserve route); the buttons show only for cars that can be reserved.",
    ),
    reserveRoute: z
      .enum(["checkout", "buy-online"])
      .default("checkout")
      .meta(doc("Route of the reserve journey: /cars/{slug}/checkout or /cars/{slug}/buy-online.")),
    checkoutJourney: off(
      "Online purchase at /checkout-journey?car_id={slug}: the Reserve buttons of cards and the vehicle page lead there instead of the reserve route.",
    ),
    tradeIn: on("Trade-in valuation (/cars/trade-in, /trade-in) and its buttons."),
    tradeInValuationSave: off(
      "Save each valuation result with POST /api/miscellaneous (column_name valuation).",
    ),
    sellMyCar: on("Sell My Car page (/sell-my-car) and its emphasised menu link."),
    subscriptions: off(
      "The site offers subscriptions: the subscription price leads the price display.",
    ),
    deliveryCalculator: off(
      "Delivery-cost estimate by postcode on the vehicle page (zones in delivery).",
    ),
    chat: off("Instant Message (chat) button and chat bubble."),
    compare: off(
      "Compare: a toggle beside Save on cards and the vehicle page (shown by the favourites rule), the Compare tray and the /compare page; off, all are gone and /compare is a 404.",
    ),
    salesCounter: off("Sales this Month counter banner (settings in salesCounter)."),
    requestPhotos: on("Request photos form on the vehicle page."),
    testDrive: on("Test-drive booking (form, buttons and /book-test-drive/)."),
    multiStepEnquiry: off("Multi-step car enquiry instead of the single enquiry form."),
    models: on("New Vehicles models pages (/models, order-now quotes) and the models dropdown."),
    acceptedPayments: on(
      "Accepted-payments strip (Mastercard, Visa, Maestro, Google Pay, Apple Pay) in the footer.",
    ),
  })
  .prefault({});
