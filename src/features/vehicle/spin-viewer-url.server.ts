import "server-only";
/**
 * The spin provider's viewer page for a car that has only a spin code (spec 1 §2: "The spin
 * viewer loads from an external viewer page using the spin code"). The deployment names it in
 * SPIN_VIEWER_URL with a {code} placeholder, e.g. https://viewer.example/{code}; unset, such a
 * car simply has no 360 view. Cars with spin frames use the built-in viewer and need nothing.
 *
 * Read here rather than in lib/env.ts only until that module gains the variable.
 */
import { z } from "zod";

const template = z
  .string()
  .url()
  .refine(
    (value) => value.includes("{code}") && /^https?:\/\//.test(value),
    "must be an http(s) address with {code}",
  );

const parsed = template.safeParse(process.env.SPIN_VIEWER_URL || undefined);

export function spinViewerUrl(code: string): string | null {
  if (!parsed.success) return null;
  return parsed.data.replace("{code}", encodeURIComponent(code));
}
