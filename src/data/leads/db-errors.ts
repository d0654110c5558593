/**
 * Recognising a unique violation by its constraint on either driver: node-postgres and PGlite
 * both put `code` and `constraint` on their errors, and drizzle wraps them in `cause`.
 */
export function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    }
    e = candidate.cause;
  }
  return null;
}
