/**
 * Journeys and widgets a dealer switches on or off. A journey that is off has no button and its
 * route answers 404. Whether a journey needs sign-in is in gating.
 */
import { z } from "zod";
import { doc } from "./field-doc";

const on = (description: string, spec: string) =>
  z.boolean().default(true).meta(doc(description, spec));
const off = (description: string, spec: string) =>
  z.boolean().default(false).meta(doc(description, spec));

export const featuresSchema = z
  .strictObject({
    reserveOnline: off(
      "Cars can be reserved online (Reserve Now / Reserve Car Now buttons and the reserve route).",
      "1 §2 /cars/{slug}/checkout; 2 §2 Reserve Now appears only when the car is reservable",
    ),
    reserveRoute: z
      .enum(["checkout", "buy-online"])
      .default("checkout")
      .meta(
        doc(
          "Route of the reserve journey: /cars/{slug}/checkout or /cars/{slug}/buy-online.",
          "1 §2; 2 §2 /cars/{slug}/buy-online: reserve variant for some dealers",
        ),
      ),
    checkoutJourney: off(
      "Online purchase at /checkout-journey?car_id={slug}: the Reserve buttons of cards and the vehicle page lead there instead of the reserve route.",
      "1 §2; 2 §2 only when a feature flag is on",
    ),
    tradeIn: on(
      "Trade-in valuation (/cars/trade-in, /trade-in) and its buttons.",
      "1 §2 /cars/trade-in; 2 §2 /trade-in",
    ),
    tradeInValuationSave: off(
      "Save each valuation result with POST /api/miscellaneous (column_name valuation).",
      "2 §7 POST /api/miscellaneous (flag-gated)",
    ),
    sellMyCar: on(
      "Sell My Car page (/sell-my-car) and its emphasised menu link.",
      "2 §2 /sell-my-car; Header menu",
    ),
    subscriptions: off(
      "The site offers subscriptions: the subscription price leads the price display.",
      "1 §4 Price display priority 1; 2 §4",
    ),
    deliveryCalculator: off(
      "Delivery-cost estimate by postcode on the vehicle page (zones in delivery).",
      "1 §2 delivery calculator; 2 §1",
    ),
    chat: off(
      "Instant Message (chat) button and chat bubble.",
      "2 §2 Enquire Now or Instant Message (chat)",
    ),
    compare: off(
      "Compare: a toggle beside Save on cards and the vehicle page (shown by the favourites rule), the Compare tray and the /compare page; off, all are gone and /compare is a 404.",
      "1 §5; 2 §6 Favourites and compare buttons",
    ),
    salesCounter: off(
      "Sales this Month counter banner (settings in salesCounter).",
      "2 §2 Sales this Month animated counter banner; 2 §9 Sales counter",
    ),
    requestPhotos: on(
      "Request photos form on the vehicle page.",
      "2 §2 request-photos form; 2 §5 Request photos form",
    ),
    testDrive: on(
      "Test-drive booking (form, buttons and /book-test-drive/).",
      "2 §2 test-drive form; 2 §5 Test drive form",
    ),
    multiStepEnquiry: off(
      "Multi-step car enquiry instead of the single enquiry form.",
      "2 §2 a multi-step car enquiry; 2 §4 Forms",
    ),
    models: on(
      "New Vehicles models pages (/models, order-now quotes) and the models dropdown.",
      "2 §2 /models/order-now, /models?body=; Header menu New Vehicles",
    ),
    acceptedPayments: on(
      "Accepted-payments strip (Mastercard, Visa, Maestro, Google Pay, Apple Pay) in the footer.",
      "2 §2 Accepted-payments strip",
    ),
  })
  .prefault({});
