/** The view.json query, parsed on the server (domain/vehicle/views.ts has the rest). */
import { z } from "zod";

export const viewQuerySchema = z.object({
  photos_count: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Epoch milliseconds or an ISO timestamp of the car's updated_at as the page saw it. */
  updated_at: z
    .string()
    .max(40)
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
      return Number.isFinite(time) ? time : undefined;
    }),
  website_id: z.string().max(100).optional(),
});
