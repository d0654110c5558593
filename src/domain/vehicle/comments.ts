/**
 * Dealer comments: collapsed to 400 characters with a more / less
 * toggle; empty comments show the pending message. The cut backs off to the last space within
 * the final 40 characters so that a word is not split, and never exceeds the limit.
 */
export const COMMENTS_LIMIT = 400;
export const COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
const WORD_BACKOFF = 40;

export type CollapsedComments =
  | { kind: "pending"; text: typeof COMMENTS_PENDING }
  | { kind: "full"; text: string }
  | { kind: "collapsible"; short: string; full: string };

export function collapseComments(
  raw: string | null | undefined,
  limit: number = COMMENTS_LIMIT,
): CollapsedComments {
  const text = (raw ?? "").trim();
  if (text === "") return { kind: "pending", text: COMMENTS_PENDING };
  if (text.length <= limit) return { kind: "full", text };
  const cut = text.slice(0, limit);
  const endsAtWord = /\s/.test(text.charAt(limit));
  const space = cut.lastIndexOf(" ");
  const backOff = !endsAtWord && space > 0 && space >= limit - WORD_BACKOFF;
  const short = (backOff ? cut.slice(0, space) : cut).trimEnd();
  return { kind: "collapsible", short: `${short}…`, full: text };
}
