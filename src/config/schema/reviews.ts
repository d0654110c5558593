/** Star ratings and review lists. */
import { z } from "zod";
import { doc } from "./field-doc";

export const reviewsSchema = z
  .strictObject({
    minimumRating: z
      .number()
      .min(0)
      .max(5)
      .default(4)
      .meta(doc("Star ratings show only when the average rating is above this.")),
    hidden: z.boolean().default(false).meta(doc("Hide ratings and reviews everywhere.")),
    googleReviewsCount: z
      .number()
      .int()
      .min(0)
      .default(12)
      .meta(doc("Google reviews shown in the reviews list.")),
  })
  .prefault({});
