/**
 * The "Sales this Month" counter: one step per (86400 / stepsPerDay) s of the
 * day in timeZone; count = (day of month - 1) × stepsPerDay + steps so far. Switched on by
 * features.salesCounter; its heading is labels.salesCounter.
 */
import { z } from "zod";
import { doc } from "./field-doc";

export const salesCounterSchema = z
  .strictObject({
    stepsPerDay: z
      .number()
      .int()
      .min(1)
      .max(86400)
      .default(192)
      .meta(doc("Counter steps per day (192: one per 450 s).")),
    timeZone: z
      .enum([
        "Australia/Brisbane",
        "Australia/Sydney",
        "Australia/Melbourne",
        "Australia/Adelaide",
        "Australia/Perth",
        "Australia/Darwin",
        "Australia/Hobart",
      ])
      .default("Australia/Brisbane")
      .meta(doc("Time zone whose day and month the counter follows.")),
  })
  .prefault({});
