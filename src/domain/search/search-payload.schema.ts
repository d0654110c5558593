/**
 * The POST /api/search payload (search_filters, filters, hitsPerPage, offset, query, sort) and its
 * mapping onto an engine request. The site's scope, sold days, exclusions and price-sort rule come
 * from the server's site config, never from the payload, so a client can narrow its search but
 * never widen it to another dealer's stock.
 *
 * - filters: the shopper's refinements, `{ make: ["Toyota"], price: { min: 5000, max: null } }`;
 *   a terms key also takes a single string.
 * - search_filters: the page's fixed filters (same shape), which narrow the stock itself.
 */
import { z } from "zod";
import { RANGE_KEYS, TERM_KEYS } from "./facet-table";
import { err, ok, type Result } from "./result";
import { DEFAULT_HITS_PER_PAGE } from "./search-types";
import { DEFAULT_SORT, SORT_KEYS } from "./sorts";

export const SEARCH_PAYLOAD_LIMITS = {
  hitsPerPage: 100,
  offset: 10_000,
  query: 200,
  values: 50,
  value: 200,
} as const;

// A single value is a list of one; each value is checked in place ("filters.make.0").
const termValues = z.preprocess(
  (value) => (typeof value === "string" ? [value] : value),
  z
    .array(
      z
        .string("each value must be text")
        .max(
          SEARCH_PAYLOAD_LIMITS.value,
          `a value is at most ${SEARCH_PAYLOAD_LIMITS.value} characters`,
        ),
      "must be a value or a list of values",
    )
    .max(SEARCH_PAYLOAD_LIMITS.values, `at most ${SEARCH_PAYLOAD_LIMITS.values} values`),
);

const bound = z
  .number("must be a number")
  .finite("must be a finite number")
  .nullable()
  .default(null);
const range = z
  .strictObject({ min: bound, max: bound }, "must be { min, max }")
  .refine((value) => value.min === null || value.max === null || value.min <= value.max, {
    message: "min must not be greater than max",
    path: ["min"],
  });

const refinementsSchema = z
  .strictObject(
    Object.fromEntries([
      ...TERM_KEYS.map((key) => [key, termValues.optional()]),
      ...RANGE_KEYS.map((key) => [key, range.optional()]),
    ]),
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `unknown refinement key: ${issue.keys.join(", ")}`
          : "must be an object of refinements",
    },
  )
  .default({});

export const searchPayloadSchema = z.object({
  query: z
    .string("must be text")
    .max(SEARCH_PAYLOAD_LIMITS.query, `at most ${SEARCH_PAYLOAD_LIMITS.query} characters`)
    .default(""),
  filters: refinementsSchema,
  search_filters: refinementsSchema,
  hitsPerPage: z
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(SEARCH_PAYLOAD_LIMITS.hitsPerPage, `must be at most ${SEARCH_PAYLOAD_LIMITS.hitsPerPage}`)
    .default(DEFAULT_HITS_PER_PAGE),
  offset: z
    .number("must be a number")
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(SEARCH_PAYLOAD_LIMITS.offset, `must be at most ${SEARCH_PAYLOAD_LIMITS.offset}`)
    .default(0),
  sort: z.enum(SORT_KEYS, `must be one of ${SORT_KEYS.join(", ")}`).default(DEFAULT_SORT),
});

export type SearchPayload = z.output<typeof searchPayloadSchema>;
export type FieldError = { readonly path: string; readonly message: string };

/** Field-level messages ("filters.price.min: min must not be greater than max"). */
export function parseSearchPayload(input: unknown): Result<SearchPayload, FieldError[]> {
  const parsed = searchPayloadSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    })),
  );
}
