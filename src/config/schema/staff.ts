/**
 * The dealer's staff who may sign in to the site's console at /admin, by emailed link. The role
 * says what they may do; locations, when given, limit the leads they see to those locations.
 */
import { z } from "zod";
import { STAFF_ROLES } from "@/domain/console/staff";
import { doc } from "./field-doc";

export const staffSchema = z
  .array(
    z.strictObject({
      email: z.email().meta(doc("Address the sign-in link is sent to; compared in lower case.")),
      role: z
        .enum(STAFF_ROLES)
        .meta(
          doc(
            "owner: everything, the audit log too; manager: every lead; sales: the leads of their locations only.",
          ),
        ),
      locations: z
        .array(z.string().min(1))
        .default([])
        .meta(
          doc(
            "Location slugs whose leads this person sees. Empty: every location for owners and managers, none for sales.",
          ),
        ),
    }),
  )
  .default([]);
