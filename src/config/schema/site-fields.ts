/**
 * The fields of a site configuration, one group per file beside this one. The rules that relate
 * groups (./consistency.ts) read this schema's type, so it lives apart from the whole schema.
 */
import { siteCoreSchema } from "./core";
import { ctasSchema } from "./ctas";
import { dealerSchema } from "./dealer";
import { deliverySchema } from "./delivery";
import { favouritesSchema } from "./favourites";
import { featuresSchema } from "./features";
import { doc } from "./field-doc";
import { financeSchema } from "./finance";
import { formsSchema } from "./forms";
import { gatingSchema } from "./gating";
import { groupSchema } from "./group";
import { inventorySchema } from "./inventory";
import { journeysSchema } from "./journeys";
import { labelsSchema } from "./labels";
import { legalSchema } from "./legal";
import { locationsSchema } from "./locations";
import { navigationSchema } from "./navigation";
import { pagesSchema } from "./pages";
import { promotionsSchema } from "./promotions";
import { reviewsSchema } from "./reviews";
import { salesCounterSchema } from "./sales-counter";
import { searchSchema } from "./search";
import { staffSchema } from "./staff";
import { vehicleSchema } from "./vehicle";

/** Every field of a site configuration, each group checked on its own. */
export const siteFieldsSchema = siteCoreSchema.extend({
  dealer: dealerSchema.meta(doc("Facts about the dealer business.")),
  labels: labelsSchema.meta(doc("Words that differ between sites.")),
  search: searchSchema.meta(doc("Stock search and result cards.")),
  ctas: ctasSchema.meta(doc("Calls to action on cards, the vehicle page and the mobile bar.")),
  vehicle: vehicleSchema.meta(doc("The vehicle detail page.")),
  features: featuresSchema.meta(doc("Journeys and widgets switched per dealer.")),
  favourites: favouritesSchema.meta(doc("Saving cars to favourites or the watchlist.")),
  gating: gatingSchema.meta(doc("Journeys that need sign-in.")),
  journeys: journeysSchema.meta(doc("Content journeys: the spin-to-win and online payment pages.")),
  finance: financeSchema.meta(doc("Finance calculators, lenders and pages.")),
  forms: formsSchema.meta(doc("Enquiry, test-drive and trade-in forms; lead delivery.")),
  reviews: reviewsSchema.meta(doc("Ratings and reviews.")),
  navigation: navigationSchema.meta(doc("Header, footer and service-booking links.")),
  pages: pagesSchema.meta(doc("Optional and dealer-specific content pages.")),
  group: groupSchema.meta(doc("Dealer-group template pages.")),
  promotions: promotionsSchema.meta(doc("Site-authored promotional cards.")),
  salesCounter: salesCounterSchema.meta(doc("Sales this Month counter settings.")),
  delivery: deliverySchema.meta(doc("Delivery-cost zones.")),
  legal: legalSchema.meta(doc("Warranty, returns and privacy claims.")),
  inventory: inventorySchema.meta(doc("Kinds of stock listed.")),
  locations: locationsSchema.meta(doc("Locations listing and maps.")),
  staff: staffSchema.meta(
    doc(
      "People who sign in to the dealer console at /admin by emailed link: email, role, locations.",
    ),
  ),
});
