/**
 * Optional content pages. A page not enabled answers 404 and is left out of menus. Dealer-specific
 * sale pages (EOFY, instant price, ...) are site-authored and served under /pages/{slug}.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { href, isUnique, nonEmpty, slug } from "./primitives";

const OTHER_PAGES = "2 §2 Other pages; dealer-specific sale pages sit under /pages/";

/** Supporting pages of 2 §2 that not every dealer has. */
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
    doc(
      "Served at /pages/{slug} (or the top-level path when listed, e.g. eofy at /eofy).",
      OTHER_PAGES,
    ),
  ),
  title: nonEmpty.meta(doc("Page heading and title.", OTHER_PAGES)),
  body: z
    .string()
    .default("")
    .meta(doc("Text of the page; paragraphs separated by blank lines.", OTHER_PAGES)),
  imageUrl: href.nullable().default(null).meta(doc("Hero image; null: none.", OTHER_PAGES)),
  topLevel: z
    .boolean()
    .default(false)
    .meta(
      doc(
        "Also serve the page at /{slug}, as /eofy and /instant-price are; that address is then its canonical one.",
        "2 §2 /eofy, /instant-price, /instant-purchase",
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
      .meta(
        doc(
          "Supporting pages this site serves.",
          "1 §2 Supporting and group pages; 2 §2 Service and warranty, Other pages",
        ),
      ),
    sale: z
      .array(salePage)
      .default([])
      .refine((pages) => isUnique(pages.map((p) => p.slug)), "slugs must be unique")
      .meta(doc("Dealer-specific sale pages.", OTHER_PAGES)),
  })
  .prefault({});
