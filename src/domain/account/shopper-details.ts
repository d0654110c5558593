/**
 * The details a shopper keeps on their account to prefill enquiry forms: first name, last name,
 * email and postcode. Every field is optional (a shopper may keep only a name, or nothing); a
 * field given must be valid, with the lead forms' own messages. Blank fields are not stored.
 */
import { z } from "zod";
import { FIELD_MESSAGES, POSTCODE_MESSAGE } from "@/domain/leads/messages";
import { nationalMobile } from "./mobile";

export type ShopperDetails = {
  name?: string;
  lastName?: string;
  email?: string;
  postcode?: string;
};

/** The form's field names, as the lead forms name them. */
export const DETAIL_FIELDS = ["name", "last_name", "email", "postcode"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

const text = z.unknown().transform((v) => (typeof v === "string" ? v.trim() : ""));
const optional = (check: z.ZodType<string, string>) =>
  text
    .pipe(z.union([z.literal(""), check]))
    .transform((v) => v || undefined)
    .optional();

const name = z.string().max(50, FIELD_MESSAGES.nameTooLong);

export const shopperDetailsSchema = z.object({
  name: optional(name),
  last_name: optional(name),
  email: optional(
    z
      .string()
      .max(254, FIELD_MESSAGES.emailInvalid)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, FIELD_MESSAGES.emailInvalid),
  ),
  postcode: optional(z.string().regex(/^\d{4}$/, POSTCODE_MESSAGE)),
});

export type DetailsRead =
  | { ok: true; value: ShopperDetails }
  | { ok: false; fields: Partial<Record<DetailField, string>> };

/** The posted details, or a message for each field that is wrong. */
export function readShopperDetails(record: Record<string, unknown>): DetailsRead {
  const parsed = shopperDetailsSchema.safeParse(record);
  if (!parsed.success) {
    const fields: Partial<Record<DetailField, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as DetailField;
      fields[key] ??= issue.message;
    }
    return { ok: false, fields };
  }
  const { name: first, last_name, email, postcode } = parsed.data;
  const value: ShopperDetails = {};
  if (first) value.name = first;
  if (last_name) value.lastName = last_name;
  if (email) value.email = email;
  if (postcode) value.postcode = postcode;
  return { ok: true, value };
}

/**
 * The values the lead forms prefill for a signed-in shopper, by the forms' field names: their
 * kept details and their own mobile number (national form); fields they did not keep are absent.
 */
export function formPrefill(
  details: ShopperDetails,
  phone: string,
): Partial<Record<DetailField | "phone", string>> {
  const values: Partial<Record<DetailField | "phone", string>> = { phone: nationalMobile(phone) };
  if (details.name) values.name = details.name;
  if (details.lastName) values.last_name = details.lastName;
  if (details.email) values.email = details.email;
  if (details.postcode) values.postcode = details.postcode;
  return values;
}
