import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { RANGE_KEYS, rangeValue } from "./facet-table";
import { identityOrder, orderByRanks, rankKeys, rankKeysSteps } from "./numeric-order";
import { fleetArb } from "./search-arbitraries.test-support";

/** The obvious way: a stable comparator sort of the visited positions. */
function reference(keys: Float64Array, visit: readonly number[], descending: boolean): number[] {
  return [...visit].sort((a, b) => (descending ? keys[b]! - keys[a]! : keys[a]! - keys[b]!));
}

// Small integers (ranked by value - min), wide integers and fractions (ranked by sorting).
const keyArb = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, -0, 0),
);

describe("orderByRanks", () => {
  it("sorts like a stable comparator sort, both directions, ties in visit order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(keyArb, fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
        fc.boolean(),
        fc.boolean(),
        (values, descending, shuffled) => {
          const keys = Float64Array.from(values);
          const visit = identityOrder(keys.length);
          if (shuffled) visit.reverse();
          const ordered = orderByRanks(rankKeys(keys), visit, descending);
          expect([...ordered]).toEqual(reference(keys, [...visit], descending));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("ranks small integer spans without sorting and wide ones by sorting, the same order", () => {
    const small = Float64Array.from([2020, 2018, 2020, 2019]);
    expect(rankKeys(small)).toEqual({ ranks: Uint32Array.from([2, 0, 2, 1]), buckets: 3 });
    const wide = Float64Array.from([1e12, 5, 1e12, -3.5]);
    expect(rankKeys(wide)).toEqual({ ranks: Uint32Array.from([2, 1, 2, 0]), buckets: 3 });
  });

  it("leaves NaN keys out of the ranks", () => {
    const keys = Float64Array.from([Number.NaN, 7, Number.NaN, 3]);
    const ranks = rankKeys(keys);
    expect(ranks.buckets).toBe(5);
    expect([...orderByRanks(ranks, Uint32Array.from([1, 3]), false)]).toEqual([3, 1]);
    expect(rankKeys(Float64Array.from([1.5, Number.NaN, 0.5])).buckets).toBe(2);
  });
});

describe("range index", () => {
  it("holds each range key's valued cars ascending by value", () => {
    fc.assert(
      fc.property(fleetArb(60), (fleet) => {
        const index = buildSearchIndex(fleet);
        for (const key of RANGE_KEYS) {
          const valued = [...index.cars]
            .map((car, position) => ({ position, value: rangeValue(key, car) }))
            .filter((entry) => entry.value !== null);
          const range = index.ranges[key];
          expect([...range.values]).toEqual(
            valued.map((entry) => entry.value).sort((a, b) => a! - b!),
          );
          expect([...range.order].sort((a, b) => a - b)).toEqual(
            valued.map((entry) => entry.position),
          );
          range.order.forEach((position, i) => {
            expect(range.byPosition[position]).toBe(range.values[i]);
          });
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("rankKeysSteps", () => {
  it("ranks keys that need sorting a slice per step, as rankKeys does at once", () => {
    // 500,000 fractional keys (timestamps with a wide span sort the same way): the sort is one
    // step and the ranking three more.
    const keys = Float64Array.from({ length: 500_000 }, (_, i) => ((i * 7919) % 500_000) + 0.5);
    const steps = rankKeysSteps(keys);
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    expect(yields).toBe(3);
    expect(next.value).toEqual(rankKeys(keys));
    expect(next.value.ranks[0]).toBe(0);
    expect(next.value.ranks[1]).toBe(7919);
  });

  it("ranks small integer spans without yielding", () => {
    const steps = rankKeysSteps(Float64Array.from([2018, 2020, 2019]));
    const done = steps.next();
    expect(done.done).toBe(true);
    expect(done.value).toEqual({ ranks: Uint32Array.from([0, 2, 1]), buckets: 3 });
  });
});
