/** What kind of stock the site lists: cars, and for some dealers caravans with their own fields. */
import { z } from "zod";
import { ITEM_TYPES } from "@/domain/car/car";
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
  })
  .prefault({});
