/**
 * Edit distance between words as the typo rules count it: an insertion, a deletion, a
 * substitution or a swap of two neighbouring letters is one typo (optimal string alignment,
 * so "sportgae" is one typo from "sportage"). Both functions stop early and answer limit + 1
 * once the distance is known to exceed `limit`, which is all a typo check needs.
 */

/** Scratch rows, reused: words are short and a query compares one word with thousands. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

function scratch(length: number): [Int32Array, Int32Array, Int32Array] {
  if (rows[0]!.length <= length) rows = [0, 1, 2].map(() => new Int32Array(length * 2));
  return rows as [Int32Array, Int32Array, Int32Array];
}

/**
 * The last DP row of `word` against `text`: row[j] is the distance from the word to the first
 * j characters of the text. Null once every cell of a row exceeds the limit.
 */
function lastRow(word: string, text: string, limit: number): Int32Array | null {
  const m = word.length;
  const n = text.length;
  let [before, previous, current] = scratch(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let best = i;
    const a = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const b = text.charCodeAt(j - 1);
      let cell = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a === b ? 0 : 1),
      );
      if (i > 1 && j > 1 && a === text.charCodeAt(j - 2) && word.charCodeAt(i - 2) === b)
        cell = Math.min(cell, before[j - 2]! + 1);
      current[j] = cell;
      if (cell < best) best = cell;
    }
    if (best > limit) return null;
    [before, previous, current] = [previous, current, before];
  }
  return previous;
}

/** Typos between two words, or limit + 1 when there are more than `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const row = lastRow(a, b, limit);
  return row === null ? limit + 1 : Math.min(row[b.length]!, limit + 1);
}

/**
 * Typos between a word and the closest beginning of `text` ("tusc" is one typo from "tucs",
 * the beginning of "tucson"), or limit + 1 when there are more than `limit`.
 */
export function prefixEditDistance(word: string, text: string, limit: number): number {
  const row = lastRow(word, text.slice(0, word.length + limit), limit);
  if (row === null) return limit + 1;
  let best = limit + 1;
  const n = Math.min(text.length, word.length + limit);
  for (let j = Math.max(0, word.length - limit); j <= n; j++) if (row[j]! < best) best = row[j]!;
  return best;
}
