/**
 * Promotional cards placed among search results and on offers pages, each with a start, an expiry,
 * a position, the pages it shows on and an optional strict match on makes and car types.
 * Offers fed from the dealer's data come through the database; these are site-authored cards.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { carType, href, isoDate, nonEmpty, slug } from "./primitives";

const promotion = z
  .strictObject({
    id: slug.meta(doc("Id of the card, unique within the site.")),
    title: nonEmpty.meta(doc("Heading and image alternative text.")),
    imageUrl: href.meta(doc("Card image.")),
    href: href.nullable().default(null).meta(doc("Where the card links; null: not a link.")),
    start: isoDate
      .nullable()
      .default(null)
      .meta(doc("First day shown (Australia/Brisbane); null: from now.")),
    expiry: isoDate
      .nullable()
      .default(null)
      .meta(doc("Last day shown, e.g. 2025-06-15; null: no end.")),
    position: z
      .number()
      .int()
      .min(1)
      .nullable()
      .default(null)
      .meta(doc("Card position; null: the next of search.promoPositions.")),
    display: z
      .array(z.enum(["search", "home", "offers"]))
      .default(["search"])
      .meta(doc("Pages where the card shows.")),
    strictDisplay: z
      .boolean()
      .default(false)
      .meta(doc("Show only on searches matching makes and carTypes.")),
    makes: z.array(nonEmpty).default([]).meta(doc("Makes a strict card is shown for.")),
    carTypes: z.array(carType).default([]).meta(doc("Car types a strict card is shown for.")),
  })
  .refine((p) => p.start === null || p.expiry === null || p.start <= p.expiry, {
    message: "must not be before start",
    path: ["expiry"],
  });

export const promotionsSchema = z
  .strictObject({
    items: z
      .array(promotion)
      .default([])
      .refine(
        (items) => new Set(items.map((p) => p.id)).size === items.length,
        "ids must be unique",
      )
      .meta(doc("Promotional cards, in order.")),
  })
  .prefault({});
