/**
 * The Meilisearch-style multi-search payload (used for similar cars):
 * `{ queries: [{ indexUid, q, facets, attributesToHighlight, highlightPreTag, highlightPostTag,
 * limit, offset, filter, sort }] }`, answered as `{ results: [{ indexUid, hits, ... }] }`.
 * Only the site's own stock is searched, whatever the payload says; the one index is "cars".
 */
import { z } from "zod";
import { SORTS, type SortKey } from "./sorts";

export const MULTI_SEARCH_INDEX = "cars";

export const MULTI_SEARCH_LIMITS = { queries: 10, limit: 100, offset: 10_000, q: 200 } as const;

const filterSchema = z.union(
  [
    z.string("must be text").max(2_000, "at most 2000 characters"),
    z
      .array(
        z.union([z.string(), z.array(z.string("each value must be text")).max(50)], {
          error: "each item must be text or a list of text",
        }),
      )
      .max(50, "at most 50 items"),
  ],
  { error: "must be a filter expression or a list of them" },
);

const querySchema = z.object({
  indexUid: z.literal(MULTI_SEARCH_INDEX, `must be "${MULTI_SEARCH_INDEX}"`),
  q: z
    .string("must be text")
    .max(MULTI_SEARCH_LIMITS.q, `at most ${MULTI_SEARCH_LIMITS.q} characters`)
    .default(""),
  facets: z.array(z.string("each facet must be text")).max(30).default([]),
  attributesToHighlight: z.array(z.string()).max(50).default([]),
  highlightPreTag: z.string().max(50).default("<em>"),
  highlightPostTag: z.string().max(50).default("</em>"),
  limit: z
    .number("must be a number")
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(MULTI_SEARCH_LIMITS.limit, `must be at most ${MULTI_SEARCH_LIMITS.limit}`)
    .default(20),
  offset: z
    .number("must be a number")
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(MULTI_SEARCH_LIMITS.offset, `must be at most ${MULTI_SEARCH_LIMITS.offset}`)
    .default(0),
  filter: filterSchema.optional(),
  sort: z.array(z.string()).max(1, "one sort at most").default([]),
});

export const multiSearchSchema = z.object({
  queries: z
    .array(querySchema, "must be a list of queries")
    .min(1, "needs at least one query")
    .max(MULTI_SEARCH_LIMITS.queries, `at most ${MULTI_SEARCH_LIMITS.queries} queries`),
});

export type MultiSearchPayload = z.output<typeof multiSearchSchema>;
export type MultiSearchQueryPayload = MultiSearchPayload["queries"][number];

/** Meilisearch sort words ("price:asc") onto the engine's sorts; null when unknown. */
const SORT_WORDS: Readonly<Record<string, SortKey>> = {
  "price:asc": "price_asc",
  "price:desc": "price_desc",
  "year:desc": "year_desc",
  "year:asc": "year_asc",
  "km:asc": "km_asc",
  "km:desc": "km_desc",
  "created_at:desc": "newest",
  "custom_rank:desc": "default",
};

export function sortFromWords(words: readonly string[]): SortKey | null {
  if (words.length === 0) return "default";
  const word = words[0]!.trim();
  if (Object.hasOwn(SORTS, word)) return word as SortKey;
  return SORT_WORDS[word] ?? null;
}
