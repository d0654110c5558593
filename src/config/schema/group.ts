/** Dealer-group template pages: stats banner, brands list, group text, dealer locator. */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, nonEmpty, slug } from "./primitives";

const brand = z.strictObject({
  name: nonEmpty.meta(doc("Brand name.")),
  slug: slug.meta(doc("Brand slug; the brand page is /{slug}/overview unless url is set.")),
  logoUrl: href.nullable().default(null).meta(doc("Logo address; null: the name as text.")),
  url: href
    .nullable()
    .default(null)
    .meta(doc("Link instead of /{slug}/overview, e.g. an external brand site.")),
});

const stat = z.strictObject({
  value: nonEmpty.meta(doc("Figure, e.g. '50+'.")),
  label: nonEmpty.meta(doc("What it counts, e.g. 'Locations'.")),
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
      .meta(doc("Stats banner of the group pages.")),
    manufacturerBrands: nonEmpty
      .default("50+")
      .meta(doc("Number of manufacturer brands stated in the group text.")),
    franchises: z
      .number()
      .int()
      .min(0)
      .default(59)
      .meta(doc("Number of franchises stated in the group text.")),
    intro: z.string().default("").meta(doc("Extra introduction paragraph of the group home page.")),
    brands: z.array(brand).default([]).meta(doc("Brands of /brands, in order.")),
    dealerLocator: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Serve /dealer-locator on a dealer-group site, and link it (footer, 'Find a location near you'); off, it is a 404 and unlinked.",
        ),
      ),
  })
  .prefault({});
