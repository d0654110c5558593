/** The vehicle detail page: gallery, badges, phone reveal, sharing, similar cars, calculators. */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, nonEmpty, slug } from "./primitives";

export const GALLERY_VIEWS = ["gallery", "spin", "interior"] as const;

const certifiedBadge = z.strictObject({
  make: nonEmpty.meta(
    doc("The make whose certified used cars get the brand image, compared case-insensitively."),
  ),
  imageUrl: href.meta(doc("Address of the certified-used brand image.")),
  alt: nonEmpty.default("Certified Pre-Owned").meta(doc("Alternative text of the image.")),
  dealerships: z
    .array(slug)
    .default([])
    .meta(doc("Dealership slugs (of this site) whose cars get the image; empty: all of them.")),
});

export const vehicleSchema = z
  .strictObject({
    defaultGalleryView: z
      .enum(GALLERY_VIEWS)
      .default("gallery")
      .meta(doc("View mode the gallery opens in when the car has it (otherwise gallery).")),
    spinAutoRotate: z
      .boolean()
      .default(true)
      .meta(doc("The 360 spin turns by itself once (100 ms per frame) until touched.")),
    phoneRevealedByDefault: z
      .boolean()
      .default(false)
      .meta(doc("Show dealer phone numbers in full at once instead of masked after 5 characters.")),
    hideTwitter: z.boolean().default(false).meta(doc("Leave Twitter out of the share icons.")),
    showUnregistered: z
      .boolean()
      .default(false)
      .meta(doc("An expired registration reads 'Unregistered'; otherwise the line is left out.")),
    showAvailabilityConfirmed: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Show 'Availability confirmed dd/MM/yyyy' (the day a stock feed last listed the car, in the site's time zone).",
        ),
      ),
    newArrivalImageUrl: href
      .nullable()
      .default(null)
      .meta(doc("Image shown for a car with 1 or fewer photos; null: the standard placeholder.")),
    electricHybridBadge: z
      .boolean()
      .default(false)
      .meta(doc("Electric or Hybrid fuel gets a badge (badge rule 2).")),
    certifiedBadge: certifiedBadge
      .nullable()
      .default(null)
      .meta(doc("Certified-used brand image for one make (badge rule 4); null: none.")),
    runoutTagColour: z
      .enum(["green", "red"])
      .default("green")
      .meta(doc("Colour of the runout sale tag.")),
    printable: z
      .boolean()
      .default(true)
      .meta(
        doc("Show the Print button and serve /print?car_id={slug} and the {slug}.pdf download."),
      ),
    stickyHeader: z
      .boolean()
      .default(true)
      .meta(doc("Show the sticky car header after 500 px of scrolling.")),
    featuresBanner: z
      .boolean()
      .default(true)
      .meta(
        doc("Show the features banner (see latest offers, book service online, sell your car)."),
      ),
    marketIndicator: z
      .boolean()
      .default(true)
      .meta(doc("Show the market indicator and auto gauge when market data allows.")),
    similarCarsPageSize: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(3)
      .meta(doc("Similar cars visible per carousel page (of up to 6 results).")),
    imageQuality: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(75)
      .meta(doc("Quality parameter of the image delivery service.")),
    fuelCalculator: z
      .strictObject({
        enabled: z.boolean().default(true).meta(doc("Show the fuel calculator.")),
        pricePerLitre: z
          .number()
          .positive()
          .default(1.7)
          .meta(doc("Default fuel price in $ per litre.")),
        kmsPerWeek: z.number().positive().default(250).meta(doc("Default distance per week.")),
        fallbackConsumption: z
          .number()
          .positive()
          .default(10)
          .meta(doc("L/100km used when the car has no fuelconsumptioncombined.")),
      })
      .prefault({})
      .meta(doc("Fuel calculator defaults.")),
  })
  .prefault({});
