import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { andInto, bitsetFromPositions } from "./bitset";
import { buildSearchIndex } from "./engine";
import { activeRefinements, exclusionMatches, refinementMatches } from "./refinement-filters";
import { fleetArb, refinementsArb } from "./search-arbitraries.test-support";

// Hundreds of generated cases: generous on a busy machine, still a bound on a hang.
const PROPERTY_TIMEOUT_MS = 60_000;

describe("refinement sets within the candidates", () => {
  it(
    "read candidate by candidate, equal the index's sets cut to the candidates",
    () => {
      fc.assert(
        fc.property(
          fleetArb(300),
          refinementsArb(4),
          fc.array(fc.nat(400), { maxLength: 120 }),
          (cars, refinements, picked) => {
            const index = buildSearchIndex(cars);
            const candidates = bitsetFromPositions(
              index.size,
              picked.filter((position) => position < index.size),
            );
            // A count of 0 makes reading the candidates the cheaper way every time.
            const within = { bits: candidates, count: 0 };
            // Bounds equal to a car's own values, where an off-by-one would show.
            const first = cars[0];
            const edges = first
              ? activeRefinements({
                  year: { min: first.year, max: first.year },
                  price: { min: first.price, max: null },
                  km: { min: null, max: first.km },
                })
              : [];
            for (const refinement of [...activeRefinements(refinements), ...edges]) {
              const expected = refinementMatches(index, refinement);
              andInto(expected, candidates);
              expect(refinementMatches(index, refinement, within)).toEqual(expected);
            }
            const exclusion = { make: "Toyota", car_type: "new" } as const;
            const excluded = exclusionMatches(index, exclusion)!;
            andInto(excluded, candidates);
            expect(exclusionMatches(index, exclusion, within)).toEqual(excluded);
          },
        ),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
