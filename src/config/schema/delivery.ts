/**
 * Delivery-cost zones for the delivery calculator: a postcode looks up a price and a region name.
 * The first zone matching the postcode wins; no match gives the
 * "can't provide an estimate" message. Switched on by features.deliveryCalculator.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { australianState, money, nonEmpty, postcode } from "./primitives";

const postcodeOrRange = z
  .string()
  .regex(/^\d{4}(-\d{4})?$/, "must be a postcode like 4000 or a range like 4000-4179");

const zone = z
  .strictObject({
    name: nonEmpty.meta(doc("Region name shown with the price.")),
    price: money.meta(doc("Delivery price in dollars.")),
    postcodes: z
      .array(postcodeOrRange)
      .default([])
      .meta(doc("Postcodes and inclusive ranges of the zone.")),
    state: australianState
      .nullable()
      .default(null)
      .meta(doc("Whole state (alone), or the state a radius is limited to.")),
    radiusKm: z
      .number()
      .positive()
      .nullable()
      .default(null)
      .meta(doc("Distance from fromPostcode (great-circle, earth radius 6371 km).")),
    fromPostcode: postcode
      .nullable()
      .default(null)
      .meta(doc("Centre of the radius, e.g. the dealership's postcode.")),
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
    zones: z.array(zone).default([]).meta(doc("Delivery zones, first match wins.")),
  })
  .prefault({});
