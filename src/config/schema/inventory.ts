/**
 * What kind of stock the site lists (cars, and for some dealers caravans with their own fields)
 * and how long a car stays listed without a feed confirming it.
 */
import { z } from "zod";
import { ITEM_TYPES } from "@/domain/car/car";
import { DEFAULT_MAX_UNCONFIRMED_DAYS } from "@/domain/stock/freshness";
import { doc } from "./field-doc";
import { isUnique } from "./primitives";

export const inventorySchema = z
  .strictObject({
    itemTypes: z
      .array(z.enum(ITEM_TYPES))
      .min(1)
      .default(["car"])
      .refine(isUnique, "must not list an item type twice")
      .meta(
        doc(
          "Item types listed; with caravan the item_type facet and caravan fields (sleeps, tare weight, ...) show.",
        ),
      ),
    maxUnconfirmedDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .default(DEFAULT_MAX_UNCONFIRMED_DAYS)
      .meta(
        doc(
          "Days a car may go without a stock feed listing it; past that it leaves the website (404, search, sitemaps, similar cars) and the console flags it.",
        ),
      ),
  })
  .prefault({});
