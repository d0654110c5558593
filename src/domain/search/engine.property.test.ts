import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteForceSearch } from "./brute-force-search.test-support";
import { buildSearchIndex, searchStock } from "./engine";
import type { CountStrategy } from "./facet-counter";
import { fleetArb, requestArb } from "./search-arbitraries.test-support";

// Hundreds of generated cases: generous on a busy machine, still a bound on a hang.
const PROPERTY_TIMEOUT_MS = 60_000;

// Every counting method must give the same answer; auto picks by cost, the others are forced.
const STRATEGIES: CountStrategy[] = [
  { method: "auto", complement: "auto", derive: true },
  { method: "scan", complement: "never", derive: false },
  { method: "intersect", complement: "never", derive: false },
  { method: "scan", complement: "always", derive: true },
  { method: "intersect", complement: "always", derive: true },
  { method: "intersect", complement: "never", derive: true },
];

describe("searchStock agrees with the brute-force reference", () => {
  for (const counting of STRATEGIES) {
    const name = `${counting.method}, complement ${counting.complement}, derive ${counting.derive}`;
    it(
      `on random fleets and requests (${name})`,
      () => {
        fc.assert(
          fc.property(
            fleetArb(),
            fc.array(requestArb, { minLength: 1, maxLength: 4 }),
            (cars, requests) => {
              const index = buildSearchIndex(cars, { counting });
              for (const request of requests) {
                const { ms, ...result } = searchStock(index, request);
                expect(ms).toBeGreaterThanOrEqual(0);
                expect(result).toEqual(bruteForceSearch(cars, request));
              }
            },
          ),
          { numRuns: 150 },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  }

  it(
    "on larger fleets, where bitsets span many words",
    () => {
      fc.assert(
        fc.property(fleetArb(300), requestArb, (cars, request) => {
          const { ms: _ms, ...result } = searchStock(buildSearchIndex(cars), request);
          expect(result).toEqual(bruteForceSearch(cars, request));
        }),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
