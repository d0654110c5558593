/**
 * Saving cars. "browser" keeps favourites in local storage under {slug}-prefixed keys;
 * "watchlist" saves them to the signed-in user's watchlist (POST /api/watchlist/save-car).
 */
import { z } from "zod";
import { doc } from "./field-doc";

export const FAVOURITE_STORAGES = ["off", "browser", "watchlist"] as const;

export const favouritesSchema = z
  .strictObject({
    storage: z
      .enum(FAVOURITE_STORAGES)
      .default("browser")
      .meta(
        doc(
          "Where saved cars go: off (no Save/Favourite/Compare buttons), browser (favourites in local storage) or watchlist (needs a signed-in user with a phone; others are sent to /sign-in?type=watchlist).",
        ),
      ),
    requirePriceAndImage: z
      .boolean()
      .default(false)
      .meta(
        doc("The strict mode: buttons show only for cars priced above 0 with at least one image."),
      ),
    requireUsedType: z
      .boolean()
      .default(false)
      .meta(doc("In the strict mode, buttons show only for used cars.")),
  })
  .prefault({})
  .refine((f) => !f.requireUsedType || f.requirePriceAndImage, {
    message: "requireUsedType applies only with requirePriceAndImage (the strict mode)",
    path: ["requireUsedType"],
  });
