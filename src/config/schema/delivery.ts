/**
 * Delivery-cost zones for the delivery calculator (1 §7, 2 §7 Delivery price lookup by postcode:
 * price and region name). The first zone matching the postcode wins; no match gives the
 * "can't provide an estimate" message. Switched on by features.deliveryCalculator.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { australianState, money, nonEmpty, postcode } from "./primitives";

const LOOKUP = "1 §7; 2 §7 Delivery price lookup by postcode";

const postcodeOrRange = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, "must be a postcode like 4000 or a range like 4000-4179");

const zone = z
  .strictObject({
    name: nonEmpty.meta(doc("Region name shown with the price.", LOOKUP)),
    price: money.meta(doc("Delivery price in dollars.", LOOKUP)),
    postcodes: z
      .array(postcodeOrRange)
      .default([])
      .meta(doc("Postcodes and inclusive ranges of the zone.", LOOKUP)),
    state: australianState
      .nullable()
      .default(null)
      .meta(doc("Whole state (alone), or the state a radius is limited to.", LOOKUP)),
    radiusKm: z
      .number()
      .positive()
      .nullable()
      .default(null)
      .meta(
        doc(
          "Distance from fromPostcode (great-circle, earth radius 6371 km).",
          "1 §9 Earth radius for distance: 6371 km",
        ),
      ),
    fromPostcode: postcode
      .nullable()
      .default(null)
      .meta(doc("Centre of the radius, e.g. the dealership's postcode.", LOOKUP)),
  })
  .refine((d) => d.postcodes.length > 0 || d.state !== null || d.radiusKm !== null, {
    message: "needs postcodes, a state or a radius",
  })
  .refine((d) => (d.radiusKm === null) === (d.fromPostcode === null), {
    message: "radiusKm and fromPostcode go together",
    path: ["fromPostcode"],
  });

export const deliverySchema = z
  .strictObject({
    zones: z.array(zone).default([]).meta(doc("Delivery zones, first match wins.", LOOKUP)),
  })
  .prefault({});
