import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Car } from "@/domain/car/car";
import { bruteForceSearch } from "./brute-force-search.test-support";
import { buildSearchIndex, searchStock } from "./engine";
import { carArb, fleetArb, requestArb } from "./search-arbitraries.test-support";
import {
  beginsIndexedWord,
  patchStockIndex,
  type StockIndex,
  searchStockIndex,
  stockIndexCars,
  wholeStockIndex,
} from "./stock-index";
import { carTokens } from "./text-index";

const PROPERTY_TIMEOUT_MS = 60_000;

/** The fleet with each id once, ascending: what the database lists. */
const stored = (cars: readonly Car[]) => {
  const seen = new Set<number>();
  return cars.filter((car) => !seen.has(car.id) && seen.add(car.id)).sort((a, b) => a.id - b.id);
};

/**
 * A stock import of one dealership: its new list of cars, some of them cars it had (same id,
 * fields drawn again), some new (ids from `firstNewId`), any of its old cars gone.
 */
const importArb = (firstNewId: number) =>
  fc
    .record({
      dealershipId: fc.integer({ min: 1, max: 5 }),
      kept: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
      added: fc.integer({ min: 0, max: 6 }),
    })
    .chain(({ dealershipId, kept, added }) => {
      const ids = [...new Set(kept), ...Array.from({ length: added }, (_, i) => firstNewId + i)];
      return fc.tuple(...ids.map((id) => carArb(id))).map((cars) => ({
        dealershipId,
        cars: cars.map((car) => ({ ...car, dealership_id: dealershipId })),
      }));
    });

type Import = { dealershipId: number; cars: Car[] };

/** The database after the imports: each imported dealership's cars are its list, ids unique. */
function afterImports(fleet: readonly Car[], imports: readonly Import[]): Car[] | null {
  let cars = stored(fleet);
  for (const { dealershipId, cars: list } of imports) {
    const ids = new Set(list.map((car) => car.id));
    // An id kept by the import that is another dealership's car cannot happen in the database.
    if (cars.some((car) => ids.has(car.id) && car.dealership_id !== dealershipId)) return null;
    cars = [...cars.filter((car) => car.dealership_id !== dealershipId), ...list];
  }
  return cars.sort((a, b) => a.id - b.id);
}

function patchAll(index: StockIndex, imports: readonly Import[]): StockIndex {
  let patched = index;
  for (const { dealershipId, cars } of imports) {
    const result = patchStockIndex(patched, new Map([[dealershipId, cars]]));
    if (!result.ok) throw new Error(result.reason);
    patched = result.value;
  }
  return patched;
}

describe("an index patched by dealership answers as one built from scratch", () => {
  it(
    "patch then query == rebuild then query, on random fleets, imports and requests",
    () => {
      fc.assert(
        fc.property(
          fleetArb(),
          fc
            .tuple(importArb(100), importArb(200))
            .chain(([a, b]) => fc.subarray([a, b], { minLength: 1 })),
          fc.array(requestArb, { minLength: 1, maxLength: 4 }),
          (fleet, imports, requests) => {
            const now = afterImports(fleet, imports);
            fc.pre(now !== null);
            const patched = patchAll(wholeStockIndex(buildSearchIndex(stored(fleet))), imports);
            const rebuilt = buildSearchIndex(now!);
            expect(patched.size).toBe(rebuilt.size);
            expect(
              stockIndexCars(patched)
                .map((car) => car.id)
                .sort((a, b) => a - b),
            ).toEqual([...rebuilt.cars].map((car) => car.id));
            for (const request of requests) {
              const { ms: _a, ...fromPatch } = searchStockIndex(patched, request);
              const { ms: _b, ...fromBuild } = searchStock(rebuilt, request);
              expect(fromPatch).toEqual(fromBuild);
              expect(fromPatch).toEqual(bruteForceSearch(now!, request));
            }
            // Stock numbers among them: "a1", "b22", "toy" ("toy-9"), "x" ("X5").
            for (const word of ["t", "to", "hil", "a1", "b22", "b2", "toy", "x", "x5", "9"]) {
              const begun = now!.some((car) => carTokens(car).some((t) => t.startsWith(word)));
              expect(beginsIndexedWord(patched, word)).toBe(begun);
            }
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("patchStockIndex", () => {
  /** A car drawn from the arbitrary (seeded by its id) at the given dealership. */
  const car = (id: number, dealershipId: number): Car => ({
    ...fc.sample(carArb(id), { numRuns: 1, seed: id })[0]!,
    dealership_id: dealershipId,
  });
  const fleet = [car(1, 1), car(2, 1), car(3, 2), car(4, 2)];
  const index = wholeStockIndex(buildSearchIndex(fleet));

  it("replaces a dealership's cars: dealership 1's two cars become one new car", () => {
    const patched = patchStockIndex(index, new Map([[1, [car(9, 1)]]]));
    expect(patched.ok).toBe(true);
    if (!patched.ok) return;
    expect(patched.value.size).toBe(3);
    expect(stockIndexCars(patched.value).map((one) => one.id)).toEqual([3, 4, 9]);
  });

  it("empties a dealership that has no cars left", () => {
    const patched = patchStockIndex(index, new Map([[2, []]]));
    expect(patched.ok && stockIndexCars(patched.value).map((one) => one.id)).toEqual([1, 2]);
  });

  it("refuses a car listed under another dealership than its key", () => {
    const patched = patchStockIndex(index, new Map([[1, [car(9, 2)]]]));
    expect(patched).toMatchObject({ ok: false });
  });

  it("refuses an id that is a live car of a dealership not replaced", () => {
    const patched = patchStockIndex(index, new Map([[1, [car(3, 1)]]]));
    expect(patched).toMatchObject({ ok: false });
  });

  it("accepts an id moving between two dealerships replaced together", () => {
    const patched = patchStockIndex(
      index,
      new Map([
        [1, [car(3, 1)]],
        [2, []],
      ]),
    );
    expect(patched.ok && stockIndexCars(patched.value).map((one) => one.id)).toEqual([3]);
  });
});
