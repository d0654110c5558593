/**
 * Identity of a site: slug, template, hosts, theme, dealerships, contact and the stock-feed key.
 * Other modules already read these names; the behaviour groups live beside this file.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { isUnique, slug } from "./primitives";
import { themeSchema } from "./theme";

export const siteCoreSchema = z.strictObject({
  slug: slug.meta(
    doc("Site id; the file must be named {slug}.json. Also the browser-storage key prefix."),
  ),
  name: z.string().min(1).meta(doc("Dealer or group name shown in titles, footer and emails.")),
  template: z
    .enum(["single-dealer", "dealer-group"])
    .default("single-dealer")
    .meta(
      doc(
        "Layout family: a single dealership's site or a dealer group's site (brands, dealer locator, stats banner).",
      ),
    ),
  domains: z
    .array(z.string().regex(/^[a-z0-9.-]+$/, "must be a lower-case host name"))
    .default([])
    .refine(isUnique, "must not list a domain twice")
    .meta(
      doc(
        "Host names served as this site, besides {slug}.localhost in development. Unique across all sites.",
      ),
    ),
  canonicalOrigin: z
    .string()
    .regex(
      /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/,
      "must be an origin such as https://www.example.com.au (no path)",
    )
    .nullable()
    .default(null)
    .meta(
      doc(
        "The origin written into canonical and Open Graph addresses, robots.txt, the sitemap, JSON-LD, emails and ADF. Unset: https on the first domain, else the {slug}.localhost address the request came in on.",
      ),
    ),
  tagline: z
    .string()
    .default("")
    .meta(doc("Short line under the logo and in the home page title.")),
  theme: themeSchema.meta(doc("Theme tokens of the template.")),
  dealerships: z
    .array(slug)
    .min(1, "a site shows at least one dealership")
    .refine(isUnique, "must not list a dealership twice")
    .meta(
      doc(
        "Slugs of the dealerships whose stock, locations and leads this site shows (dealership_ids); a group site lists all of them.",
      ),
    ),
  contact: z
    .strictObject({
      phone: z
        .string()
        .nullable()
        .default(null)
        .meta(doc("Main phone number; a missing number only logs a warning.")),
      email: z
        .email()
        .nullable()
        .default(null)
        .meta(doc("Main email address; lead emails go here when forms.leadEmails is empty.")),
    })
    .prefault({})
    .meta(doc("Site-wide contact details.")),
  admin: z
    .strictObject({
      apiKeySha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/, "must be 64 hex characters")
        .nullable()
        .default(null)
        .meta(
          doc(
            "SHA-256 (hex) of the stock-feed API key; the key itself is never stored. Null: no feed.",
          ),
        ),
    })
    .prefault({})
    .meta(doc("Settings of the dealer's machine access.")),
});
