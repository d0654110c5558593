/** Claims written into legal and warranty pages: warranty, returns policy, privacy timings. */
import { z } from "zod";
import { doc } from "./field-doc";

export const legalSchema = z
  .strictObject({
    warrantyYears: z
      .literal([3, 5, 7])
      .default(3)
      .meta(doc("Warranty claimed on /warranty and /new-vehicle-warranty.")),
    returnsPolicy: z
      .strictObject({
        days: z
          .number()
          .int()
          .positive()
          .default(14)
          .meta(doc("Money back or exchange window in days.")),
        maxKm: z.number().int().positive().default(500).meta(doc("Most km driven since purchase.")),
        minFuel: z
          .enum(["quarter", "half", "full"])
          .default("quarter")
          .meta(doc("Fuel the car must be returned with.")),
      })
      .nullable()
      .default(null)
      .meta(doc("Returns policy text; null: none. Vehicles must be free of liens.")),
    privacy: z
      .strictObject({
        acknowledgeDays: z
          .number()
          .int()
          .positive()
          .default(7)
          .meta(doc("An access request is acknowledged within.")),
        accessDays: z.number().int().positive().default(30).meta(doc("Access is given within.")),
        complaintDays: z.literal([14, 30]).default(30).meta(doc("A complaint is resolved within.")),
      })
      .prefault({})
      .meta(doc("Timings stated on /privacy-policy.")),
  })
  .prefault({});
