/**
 * The two sign-in forms' fields, checked the same way whether they come from a form post or
 * JSON: the mobile number (an Australian mobile, kept as +61…) and the 6-digit code (spaces
 * allowed, as a shopper may copy '123 456'). A problem is named by its message key.
 */
import { z } from "zod";
import { parseAustralianMobile } from "./mobile";
import { CODE_LENGTH } from "./one-time-code";
import type { SignInError } from "./sign-in-copy";

type Field<T> = { ok: true; value: T } | { ok: false; error: SignInError };

const text = z.unknown().transform((v) => (typeof v === "string" ? v.trim() : ""));

const mobileSchema = text.pipe(
  z.string().transform((v, ctx) => {
    const mobile = v === "" ? null : parseAustralianMobile(v);
    if (mobile) return mobile;
    ctx.issues.push({
      code: "custom",
      message: v === "" ? "phone-missing" : "phone-invalid",
      input: v,
    });
    return z.NEVER;
  }),
);

const CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

const codeSchema = text.pipe(
  z.string().transform((v, ctx) => {
    const digits = v.replace(/[\s-]/g, "");
    if (CODE.test(digits)) return digits;
    ctx.issues.push({
      code: "custom",
      message: v === "" ? "code-missing" : "code-invalid",
      input: v,
    });
    return z.NEVER;
  }),
);

function field<T>(schema: z.ZodType<T>, value: unknown): Field<T> {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues[0]!.message as SignInError };
}

/** The 'Mobile Number' field: +61… or why not. */
export const readMobile = (value: unknown) => field(mobileSchema, value);

/** The code field: six digits or why not. */
export const readCode = (value: unknown) => field(codeSchema, value);
