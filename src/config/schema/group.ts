/** Dealer-group template pages: stats banner, brands list, group text, dealer locator (1 §2 Group pages). */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, nonEmpty, slug } from "./primitives";

const GROUP = "1 §2 Group pages; 1 §1 dealer-group site";

const brand = z.strictObject({
  name: nonEmpty.meta(doc("Brand name.", GROUP)),
  slug: slug.meta(
    doc(
      "Brand slug; the brand page is /{slug}/overview unless url is set.",
      "1 §2 /brands, /{brand}/overview",
    ),
  ),
  logoUrl: href
    .nullable()
    .default(null)
    .meta(doc("Logo address; null: the name as text.", "2 §3 Make list item logo.url (nullable)")),
  url: href
    .nullable()
    .default(null)
    .meta(
      doc(
        "Link instead of /{slug}/overview, e.g. an external brand site.",
        "1 §2 Some brand links are external",
      ),
    ),
});

const stat = z.strictObject({
  value: nonEmpty.meta(doc("Figure, e.g. '50+'.", GROUP)),
  label: nonEmpty.meta(doc("What it counts, e.g. 'Locations'.", GROUP)),
});

export const groupSchema = z
  .strictObject({
    stats: z
      .array(stat)
      .default([
        { value: "50+", label: "Locations" },
        { value: "40+", label: "Brands" },
        { value: "30+", label: "Years" },
      ])
      .meta(
        doc(
          "Stats banner of the group pages.",
          "1 §2 A stats banner says 50+ locations, 40+ brands, 30+ years",
        ),
      ),
    manufacturerBrands: nonEmpty
      .default("50+")
      .meta(
        doc(
          "Number of manufacturer brands stated in the group text.",
          "1 §2 The group page text states 50+ manufacturer brands",
        ),
      ),
    franchises: z
      .number()
      .int()
      .min(0)
      .default(59)
      .meta(doc("Number of franchises stated in the group text.", "1 §2 and 59 franchises")),
    intro: z
      .string()
      .default("")
      .meta(doc("Extra introduction paragraph of the group home page.", GROUP)),
    brands: z
      .array(brand)
      .default([])
      .meta(doc("Brands of /brands, in order.", "1 §2 /brands, /{brand}/overview")),
    dealerLocator: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Serve /dealer-locator on a dealer-group site, and link it (footer, 'Find a location near you'); off, it is a 404 and unlinked.",
          "1 §1 a dealer locator; 1 §2 /dealer-locator",
        ),
      ),
  })
  .prefault({});
