/**
 * Promotional cards placed among search results and on offers pages (2 §3 Promo node).
 * Offers fed from the dealer's data come through the database; these are site-authored cards.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { carType, href, isoDate, nonEmpty, slug } from "./primitives";

const PROMO = "2 §3 Promo node: start, expiry, position, display list, strictDisplay";

const promotion = z
  .strictObject({
    id: slug.meta(doc("Id of the card, unique within the site.", PROMO)),
    title: nonEmpty.meta(doc("Heading and image alternative text.", PROMO)),
    imageUrl: href.meta(doc("Card image.", PROMO)),
    href: href.nullable().default(null).meta(doc("Where the card links; null: not a link.", PROMO)),
    start: isoDate
      .nullable()
      .default(null)
      .meta(
        doc(
          "First day shown (Australia/Brisbane); null: from now.",
          "1 §9 Promotional items are filtered by start and expiry dates",
        ),
      ),
    expiry: isoDate
      .nullable()
      .default(null)
      .meta(
        doc(
          "Last day shown, e.g. 2025-06-15; null: no end.",
          "1 §9 One dealer's promotion expires 2025-06-15",
        ),
      ),
    position: z
      .number()
      .int()
      .min(1)
      .nullable()
      .default(null)
      .meta(doc("Card position; null: the next of search.promoPositions.", PROMO)),
    display: z
      .array(z.enum(["search", "home", "offers"]))
      .default(["search"])
      .meta(doc("Pages where the card shows.", PROMO)),
    strictDisplay: z
      .boolean()
      .default(false)
      .meta(doc("Show only on searches matching makes and carTypes.", PROMO)),
    makes: z.array(nonEmpty).default([]).meta(doc("Makes a strict card is shown for.", PROMO)),
    carTypes: z
      .array(carType)
      .default([])
      .meta(doc("Car types a strict card is shown for.", PROMO)),
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
      .meta(doc("Promotional cards, in order.", PROMO)),
  })
  .prefault({});
