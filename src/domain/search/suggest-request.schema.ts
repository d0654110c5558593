/**
 * GET /api/search/suggest?q=: the typed text, required, trimmed, 1 to 100 characters (a
 * search box's query is at most 100). A bad request is a field message ("q: must not be empty").
 */
import { z } from "zod";
import { err, ok, type Result } from "./result";
import type { FieldError } from "./search-payload.schema";
import { SEARCH_STATE_LIMITS } from "./search-state-normalize";

const suggestQuerySchema = z.object({
  q: z
    .string("is required")
    .trim()
    .min(1, "must not be empty")
    .max(SEARCH_STATE_LIMITS.queryLength, `at most ${SEARCH_STATE_LIMITS.queryLength} characters`),
});

export function parseSuggestQuery(params: URLSearchParams): Result<string, FieldError[]> {
  const parsed = suggestQuerySchema.safeParse({ q: params.get("q") ?? undefined });
  if (parsed.success) return ok(parsed.data.q);
  return err(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    })),
  );
}
