/**
 * Reading a JSON body for the search APIs: at most `maxBytes`, and field errors in one shape,
 * `{ message, errors: [{ field, reason }] }`, for a 400 that says what to fix.
 */
import type { FieldError } from "@/domain/search/search-payload.schema";

export const MAX_SEARCH_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

export function badRequest(errors: readonly FieldError[], status = 400): Response {
  return Response.json(
    {
      message: "The search request is not valid.",
      errors: errors.map((e) => ({ field: e.path === "" ? "(body)" : e.path, reason: e.message })),
    },
    { status, headers: { "cache-control": "no-store" } },
  );
}

export async function readJsonBody(
  request: Request,
  maxBytes = MAX_SEARCH_BODY_BYTES,
): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => ({
    ok: false as const,
    response: badRequest([{ path: "", message: `must be at most ${maxBytes} bytes` }], 413),
  });
  if (declared > maxBytes) return tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) return tooLarge();
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: badRequest([{ path: "", message: "must be JSON" }]) };
  }
}
