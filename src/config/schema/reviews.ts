/** Star ratings and review lists (2 §5 Star rating, 2 §9 Reviews configuration). */
import { z } from "zod";
import { doc } from "./field-doc";

export const reviewsSchema = z
  .strictObject({
    minimumRating: z
      .number()
      .min(0)
      .max(5)
      .default(4)
      .meta(
        doc(
          "Star ratings show only when the average rating is above this.",
          "2 §5 Star rating shows only when the average rating is above a configured minimum; 2 §9 minimum rating 4",
        ),
      ),
    hidden: z
      .boolean()
      .default(false)
      .meta(doc("Hide ratings and reviews everywhere.", "2 §5 and reviews are not hidden")),
    googleReviewsCount: z
      .number()
      .int()
      .min(0)
      .default(12)
      .meta(
        doc(
          "Google reviews shown in the reviews list.",
          "2 §9 Reviews configuration: 12 Google reviews",
        ),
      ),
  })
  .prefault({});
