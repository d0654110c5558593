import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANGE_KEYS, TERM_KEYS } from "./facet-table";
import { parseSearchState, parseSearchUrl, toSearchUrl } from "./search-state";
import { normalizeSearchState, type SearchState } from "./search-state-normalize";
import type { SearchVocabulary } from "./search-vocabulary";
import { SORT_KEYS } from "./sorts";

// Hundreds of generated cases: generous on a busy machine, still a bound on a hang.
const PROPERTY_TIMEOUT_MS = 60_000;

// Names chosen to collide: slugs shared by a make and a body, a make named like a car-type
// path, two spellings of one make, a location slug that is also a make's.
const NAMES = [
  "Toyota",
  "toyota",
  "Ford",
  "Used Cars",
  "SUV",
  "Mercedes-Benz",
  "Škoda",
  "Ute",
  "new-cars",
  "C-Class",
  "???",
];
const SLUGS = ["perth-city", "toyota", "Perth_City", "acme-motors", "suv", "used-cars"];

const vocabularyArb: fc.Arbitrary<SearchVocabulary> = fc.record({
  makes: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom(...NAMES),
      models: fc.subarray(["Hilux", "hilux", "C-Class", "3", "Ute"]),
    }),
    { selector: (make) => make.name, maxLength: 5 },
  ),
  bodies: fc.subarray(NAMES),
  locations: fc.array(
    fc.record({ slug: fc.constantFrom(...SLUGS), name: fc.constantFrom(...NAMES, "Perth City") }),
    { maxLength: 3 },
  ),
  dealerships: fc.array(
    fc.record({ slug: fc.constantFrom(...SLUGS), name: fc.constantFrom(...NAMES, "Acme") }),
    { maxLength: 3 },
  ),
});

const anyText = fc.oneof(
  fc.constantFrom(
    ...NAMES,
    "Hilux",
    "used",
    "new",
    "demo",
    "sold",
    "true",
    "5",
    " x ",
    "a&b=c+d",
    "50%|x, y",
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 6 }),
);
const anyNumber = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -5, max: 300_000 }),
  fc.double({ noDefaultInfinity: false }),
  fc.constantFrom(-0, Number.NaN, 0.1 + 0.2, 1e21),
);

const randomRefinements = fc.record(
  Object.fromEntries([
    ...TERM_KEYS.map((key) => [key, fc.array(anyText, { maxLength: 3 })]),
    ...RANGE_KEYS.map((key) => [key, fc.record({ min: anyNumber, max: anyNumber })]),
  ]) as Record<string, fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
);
const one = (...values: string[]) => fc.constantFrom(...values).map((value) => [value]);
// Refinements a path can carry, so that every kind of path is written and read back.
const pathLike = fc.record(
  {
    car_type: fc.subarray(["new", "demo", "used"]),
    make: one(...NAMES),
    model: one("Hilux", "hilux", "C-Class", "3", "Ute"),
    body: one(...NAMES),
    location_name: one(...NAMES, "Perth City"),
    dealership_name: one(...NAMES, "Acme"),
    colour: fc.array(anyText, { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

const stateArb: fc.Arbitrary<SearchState> = fc.record({
  query: fc.oneof(anyText, fc.string({ maxLength: 120 })),
  page: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer(), fc.double()),
  sortBy: fc.constantFrom(...SORT_KEYS, "junk" as never),
  refinements: fc.oneof(randomRefinements, pathLike, pathLike),
});

describe("search state <-> URL", () => {
  it(
    "parse(toSearchUrl(s)) is the canonical form of s",
    () => {
      fc.assert(
        fc.property(vocabularyArb, stateArb, (vocabulary, state) => {
          const url = toSearchUrl(state, vocabulary);
          expect(parseSearchUrl(url, vocabulary)).toEqual({
            ok: true,
            value: normalizeSearchState(state),
          });
        }),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "normalising is idempotent and does not change the address",
    () => {
      fc.assert(
        fc.property(vocabularyArb, stateArb, (vocabulary, state) => {
          const once = normalizeSearchState(state);
          expect(normalizeSearchState(once)).toEqual(once);
          expect(toSearchUrl(once, vocabulary)).toBe(toSearchUrl(state, vocabulary));
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "toSearchUrl(parse(x)) is canonical for any address that parses",
    () => {
      const segment = fc.oneof(
        fc.constantFrom(...SLUGS, "new-used-and-demo-cars", "demo-cars", "hilux", "3"),
        fc.string({ maxLength: 5 }),
      );
      const param = fc.tuple(
        fc.constantFrom(
          "query",
          "page",
          "sortBy",
          "make",
          "car_type",
          "model",
          "range[price]",
          "range[km]",
          "range[nope]",
          "bogus",
        ),
        fc.oneof(anyText, fc.constantFrom("2", "5000:", ":9", "$1,000:2,000", "price_desc")),
      );
      fc.assert(
        fc.property(
          vocabularyArb,
          fc.array(segment, { maxLength: 3 }),
          fc.array(param, { maxLength: 6 }),
          (vocabulary, segments, params) => {
            const parsed = parseSearchState(segments, new URLSearchParams(params), vocabulary);
            if (!parsed.ok) return;
            const url = toSearchUrl(parsed.value, vocabulary);
            expect(parseSearchUrl(url, vocabulary)).toEqual(parsed);
            expect(toSearchUrl(parsed.value, vocabulary)).toBe(url);
          },
        ),
        { numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
