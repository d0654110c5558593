/**
 * Meilisearch's `_formatted` copy of a hit: the words of the query marked in the highlighted
 * attributes. Matching follows the engine's text search (a word matches a prefix of a word of
 * the text, case- and accent-insensitively). Tags are the caller's; text is not escaped, as in
 * Meilisearch, so a page must render it as text or escape it first.
 */
import { tokenize } from "./text-index";

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

export function highlightText(
  text: string,
  query: string,
  tags: { readonly pre: string; readonly post: string },
): string {
  const words = tokenize(query);
  if (words.length === 0 || text === "") return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    const match = words.filter((w) => folded.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    if (!match) return word;
    // The marked part is the matched prefix, measured on the original word.
    let cut = 0;
    while (cut < word.length && fold(word.slice(0, cut)).length < match.length) cut++;
    return `${tags.pre}${word.slice(0, cut)}${tags.post}${word.slice(cut)}`;
  });
}
