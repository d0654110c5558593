/**
 * The JSON answer of every route handler: never cached by a browser or a proxy (answers carry
 * one shopper's results), with any extra headers such as Retry-After.
 */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** A 429 with the seconds to wait, in the header and in the sentence's place. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return jsonAnswer(429, { error: message }, { "retry-after": String(retryAfterSeconds) });
}
