/** The vehicle detail page: gallery, badges, phone reveal, sharing, similar cars, calculators. */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, nonEmpty, slug } from "./primitives";

export const GALLERY_VIEWS = ["gallery", "spin", "interior"] as const;

const certifiedBadge = z.strictObject({
  make: nonEmpty.meta(
    doc(
      "The make whose certified used cars get the brand image, compared case-insensitively.",
      "1 §4 Vehicle badge priority 4",
    ),
  ),
  imageUrl: href.meta(
    doc("Address of the certified-used brand image.", "1 §4 Vehicle badge priority 4"),
  ),
  alt: nonEmpty.default("Certified Pre-Owned").meta(doc("Alternative text of the image.", "1 §4")),
  dealerships: z
    .array(slug)
    .default([])
    .meta(
      doc(
        "Dealership slugs (of this site) whose cars get the image; empty: all of them.",
        "1 §4 for one make and certain dealers only",
      ),
    ),
});

export const vehicleSchema = z
  .strictObject({
    defaultGalleryView: z
      .enum(GALLERY_VIEWS)
      .default("gallery")
      .meta(
        doc(
          "View mode the gallery opens in when the car has it (otherwise gallery).",
          "1 §2 Three view modes; the default view is gallery on some sites",
        ),
      ),
    spinAutoRotate: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "The 360 spin turns by itself once (100 ms per frame) until touched.",
          "1 §4 The spin auto-rotates unless disabled; 1 §9",
        ),
      ),
    phoneRevealedByDefault: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Show dealer phone numbers in full at once instead of masked after 5 characters.",
          "1 §4; 2 §4 Some sites show it already revealed",
        ),
      ),
    hideTwitter: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Leave Twitter out of the share icons.",
          "1 §2 Social share icons: Twitter (unless hidden)",
        ),
      ),
    showUnregistered: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "An expired registration reads 'Unregistered'; otherwise the line is left out.",
          "1 §4 Registration line; 2 §4 Other",
        ),
      ),
    newArrivalImageUrl: href
      .nullable()
      .default(null)
      .meta(
        doc(
          "Image shown for a car with 1 or fewer photos; null: the standard placeholder.",
          "1 §4 Images: a placeholder or a configured new-arrival image",
        ),
      ),
    electricHybridBadge: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Electric or Hybrid fuel gets a badge (badge rule 2).",
          "1 §4 Vehicle badge priority 2 (where enabled)",
        ),
      ),
    certifiedBadge: certifiedBadge
      .nullable()
      .default(null)
      .meta(
        doc(
          "Certified-used brand image for one make (badge rule 4); null: none.",
          "1 §4 Vehicle badge priority 4",
        ),
      ),
    runoutTagColour: z
      .enum(["green", "red"])
      .default("green")
      .meta(
        doc(
          "Colour of the runout sale tag.",
          "1 §4 Vehicle badge priority 5: green for some dealers and red for others",
        ),
      ),
    printable: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Show the Print button and serve /print?car_id={slug} and the {slug}.pdf download.",
          "1 §2 /print; 2 §2 Print (when printable)",
        ),
      ),
    stickyHeader: z
      .boolean()
      .default(true)
      .meta(
        doc("Show the sticky car header after 500 px of scrolling.", "1 §2 Sticky header; 2 §2"),
      ),
    featuresBanner: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Show the features banner (see latest offers, book service online, sell your car).",
          "1 §2 A features banner; 2 §2",
        ),
      ),
    marketIndicator: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Show the market indicator and auto gauge when market data allows.",
          "1 §4 Market indicator, Auto gauge",
        ),
      ),
    similarCarsPageSize: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(3)
      .meta(
        doc(
          "Similar cars visible per carousel page (of up to 6 results).",
          "1 §9 The page size for similar cars is per dealer",
        ),
      ),
    imageQuality: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(75)
      .meta(
        doc(
          "Quality parameter of the image delivery service.",
          "1 §9 Image default quality is 75 to 80",
        ),
      ),
    fuelCalculator: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .meta(doc("Show the fuel calculator.", "1 §2 Finance card, Fuel Calculator")),
        pricePerLitre: z
          .number()
          .positive()
          .default(1.7)
          .meta(doc("Default fuel price in $ per litre.", "2 §9 fuel price 1.70 per litre")),
        kmsPerWeek: z
          .number()
          .positive()
          .default(250)
          .meta(doc("Default distance per week.", "2 §9 250 kms per week")),
        fallbackConsumption: z
          .number()
          .positive()
          .default(10)
          .meta(
            doc(
              "L/100km used when the car has no fuelconsumptioncombined.",
              "2 §9 consumption 10 L/100km fallback",
            ),
          ),
      })
      .prefault({})
      .meta(doc("Fuel calculator defaults.", "2 §9 Fuel calculator defaults")),
  })
  .prefault({});
