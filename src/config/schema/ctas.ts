/**
 * Calls to action: which buttons a search card, the vehicle page and the mobile bar show, in order.
 * Each list is data the page renders in order; the car's own state (sold, test-drive-only,
 * reservable) still hides buttons that do not apply.
 */
import { z } from "zod";
import { VEHICLE_CTA_KINDS } from "@/domain/vehicle/ctas";
import { doc } from "./field-doc";
import { isUnique } from "./primitives";

export const SEARCH_CARD_CTAS = [
  "view-details",
  "get-finance",
  "book-test-drive",
  "reserve-now",
] as const;
export type SearchCardCta = (typeof SEARCH_CARD_CTAS)[number];

/** The vehicle page's buttons are the kinds the vehicle page knows how to honour. */
const VEHICLE_CTAS = VEHICLE_CTA_KINDS;

const uniqueList = "must not list a button twice";

export const ctasSchema = z
  .strictObject({
    searchCard: z
      .array(z.enum(SEARCH_CARD_CTAS))
      .default(["view-details", "get-finance"])
      .refine(isUnique, uniqueList)
      .meta(
        doc(
          "Buttons of an available car's search card, in order. Sold cars show Find Me Something Similar instead; reserve-now needs features.reserveOnline and shows only for reservable, non-test-drive-only cars.",
        ),
      ),
    vehicle: z
      .array(z.enum(VEHICLE_CTAS))
      .min(1, "the vehicle page needs at least one call to action")
      .default(["enquire", "finance", "test-drive", "call"])
      .refine(isUnique, uniqueList)
      .meta(
        doc(
          "Main calls to action on the vehicle page, in order. reserve needs features.reserveOnline, trade-in features.tradeIn, chat features.chat.",
        ),
      ),
    mobileBar: z
      .strictObject({
        enabled: z.boolean().default(true).meta(doc("Show the fixed bottom bar on mobile.")),
        actions: z
          .array(z.enum(VEHICLE_CTAS))
          .min(1)
          .refine(isUnique, uniqueList)
          .nullable()
          .default(null)
          .meta(doc("Buttons of the bar, in order; null: the same as ctas.vehicle.")),
      })
      .prefault({})
      .meta(
        doc("Fixed bottom bar on mobile; it takes its opened style after 900 px of scrolling."),
      ),
  })
  .prefault({});
