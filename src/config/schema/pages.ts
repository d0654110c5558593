/**
 * Optional content pages. A page not enabled answers 404 and is left out of menus. Dealer-specific
 * sale pages (EOFY, instant price, ...) are site-authored and served under /pages/{slug}.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, isUnique, nonEmpty, slug } from "./primitives";

/** Supporting pages that not every dealer has. */
export const OPTIONAL_PAGES = [
  "/about-us",
  "/careers",
  "/faqs",
  "/fleet",
  "/warranty",
  "/new-vehicle-warranty",
  "/pages/capped-price-servicing",
  "/roadside-assist",
  "/vehicle-parts-and-accessories",
  "/pages/unsubscribe",
] as const;

const salePage = z.strictObject({
  slug: slug.meta(
    doc("Served at /pages/{slug} (or the top-level path when listed, e.g. eofy at /eofy)."),
  ),
  title: nonEmpty.meta(doc("Page heading and title.")),
  body: z.string().default("").meta(doc("Text of the page; paragraphs separated by blank lines.")),
  imageUrl: href.nullable().default(null).meta(doc("Hero image; null: none.")),
  topLevel: z
    .boolean()
    .default(false)
    .meta(
      doc(
        "Also serve the page at /{slug}, as /eofy and /instant-price are; that address is then its canonical one.",
      ),
    ),
});

export const pagesSchema = z
  .strictObject({
    enabled: z
      .array(z.enum(OPTIONAL_PAGES))
      .default([
        "/about-us",
        "/careers",
        "/faqs",
        "/warranty",
        "/vehicle-parts-and-accessories",
        "/pages/unsubscribe",
      ])
      .refine(isUnique, "must not list a page twice")
      .meta(doc("Supporting pages this site serves.")),
    sale: z
      .array(salePage)
      .default([])
      .refine((pages) => isUnique(pages.map((p) => p.slug)), "slugs must be unique")
      .meta(doc("Dealer-specific sale pages.")),
  })
  .prefault({});
