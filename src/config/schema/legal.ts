/** Claims written into legal and warranty pages (2 §9 Warranty, Returns policy, Privacy text). */
import { z } from "zod";
import { doc } from "./field-doc";

export const legalSchema = z
  .strictObject({
    warrantyYears: z
      .literal([3, 5, 7])
      .default(3)
      .meta(
        doc(
          "Warranty claimed on /warranty and /new-vehicle-warranty.",
          "2 §9 Warranty claims shown: 3-year standard, 5-year or 7-year for some dealers",
        ),
      ),
    returnsPolicy: z
      .strictObject({
        days: z
          .number()
          .int()
          .positive()
          .default(14)
          .meta(
            doc("Money back or exchange window in days.", "2 §9 14-day money back or exchange"),
          ),
        maxKm: z
          .number()
          .int()
          .positive()
          .default(500)
          .meta(doc("Most km driven since purchase.", "2 §9 maximum 500 km driven")),
        minFuel: z
          .enum(["quarter", "half", "full"])
          .default("quarter")
          .meta(doc("Fuel the car must be returned with.", "2 §9 at least a quarter tank of fuel")),
      })
      .nullable()
      .default(null)
      .meta(
        doc(
          "Returns policy text; null: none. Vehicles must be free of liens.",
          "2 §9 Returns policy text (one dealer group)",
        ),
      ),
    privacy: z
      .strictObject({
        acknowledgeDays: z
          .number()
          .int()
          .positive()
          .default(7)
          .meta(
            doc("An access request is acknowledged within.", "2 §9 acknowledged within 7 days"),
          ),
        accessDays: z
          .number()
          .int()
          .positive()
          .default(30)
          .meta(doc("Access is given within.", "2 §9 access within 30 days")),
        complaintDays: z
          .literal([14, 30])
          .default(30)
          .meta(
            doc(
              "A complaint is resolved within.",
              "2 §9 complaint resolved within 14 days or 30 days",
            ),
          ),
      })
      .prefault({})
      .meta(doc("Timings stated on /privacy-policy.", "2 §9 Privacy text (one dealer)")),
  })
  .prefault({});
