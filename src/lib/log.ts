/**
 * The server's log lines: an error is written as its name, its message up to any "params:" (a
 * database error's message lists the query's parameters, which hold a shopper's details), its
 * code and its cause's code, and never its `detail`, parameters or a request body. Anything
 * left that looks like an email address or an Australian phone number is masked. The
 * framework's own error lines go through the same redaction (installLogRedaction).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Mobile and landline numbers, spaced or not, national or +61. */
const PHONE = /(?:\+?61[\s-]?\(?|\(0|\b0)[2-578]\)?(?:[\s-]?\d){8}\b/g;

/** Masks email addresses and phone numbers in a text. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };

/** One line about an error, safe to log. */
export function describeError(error: unknown): string {
  if (!error || typeof error !== "object") return maskPersonalData(String(error));
  const e = error as ErrorLike;
  const message = String(e.message ?? "")
    .split(/\n?\s*params:/)[0]!
    .split("\n")[0]!;
  const parts = [`${String(e.name ?? "Error")}: ${maskPersonalData(message)}`];
  if (typeof e.code === "string" || typeof e.code === "number") parts.push(`code ${e.code}`);
  const cause = e.cause as ErrorLike | undefined;
  if (cause && typeof cause === "object") {
    const code = typeof cause.code === "string" ? ` ${cause.code}` : "";
    parts.push(`cause ${String(cause.name ?? "Error")}${code}`);
  }
  return parts.join("; ");
}

export function logError(scope: string, what: string, error: unknown): void {
  console.error(`[${scope}] ${what}: ${describeError(error)}`);
}

export function logWarn(scope: string, what: string, error?: unknown): void {
  console.warn(`[${scope}] ${what}${error === undefined ? "" : `: ${describeError(error)}`}`);
}

/** A logged value made safe: errors described, texts masked, anything else as it is. */
export function redactLogArgument(value: unknown): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "string") return maskPersonalData(value.split(/\n\s*params:/)[0]!);
  return value;
}

const installed = Symbol.for("forecourt.logRedaction");

/** Routes console.error and console.warn (the framework's error lines) through the redaction. */
export function installLogRedaction(target: Console = console): void {
  const flagged = target as Console & { [installed]?: boolean };
  if (flagged[installed]) return;
  flagged[installed] = true;
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(...args.map(redactLogArgument));
  }
}
