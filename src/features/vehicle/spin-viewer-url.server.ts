import "server-only";
/**
 * The spin provider's viewer page for a car that has only a spin code: the spin viewer loads from
 * an external viewer page using the spin code. The deployment names it in SPIN_VIEWER_URL with a
 * {code} placeholder, e.g. https://viewer.example/{code}; unset, such a car simply has no 360
 * view. Cars with spin frames use the built-in viewer and need nothing.
 */
import { env } from "@/lib/env";

export function spinViewerUrl(code: string): string | null {
  const template = env().SPIN_VIEWER_URL;
  return template ? template.replace("{code}", encodeURIComponent(code)) : null;
}
