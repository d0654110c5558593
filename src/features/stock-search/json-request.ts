/**
 * Reading a JSON body for the search APIs (through the one body reader, so it is cleaned and
 * never read past `maxBytes`), and field errors in one shape,
 * `{ message, errors: [{ field, reason }] }`, for a 400 that says what to fix.
 */
import type { FieldError } from "@/domain/search/search-payload.schema";
import { readJson } from "@/features/platform";

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
  const body = await readJson(request, maxBytes, { empty: {} });
  if (body.ok) return body;
  const tooLarge = body.response.status === 413;
  const message = tooLarge ? `must be at most ${maxBytes} bytes` : "must be JSON";
  return { ok: false, response: badRequest([{ path: "", message }], tooLarge ? 413 : 400) };
}
