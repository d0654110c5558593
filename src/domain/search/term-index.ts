/**
 * The terms facets of the index. Per value: the set of cars having it, to filter and to count by
 * intersection. Per car: its value ids, to count by walking the matched cars. Which of the two
 * counts faster depends on the facet (a few values or hundreds) and on the match size, so each
 * facet carries a cost estimate for the first (see facet-counter.ts).
 *
 * Value ids are local to a facet; id `values.length` is the "no value" slot. Every facet owns
 * the span [base, base + values.length + 1) of one global counter array, so one Int32Array
 * serves all facets of a query.
 */
import type { Car } from "@/domain/car/car";
import { type PositionSet, positionSet, wordCount } from "./bitset";
import { type BuildSteps, runSteps } from "./build-steps";
import { type FacetDependencies, findFacetDependencies } from "./facet-dependencies";
import { staticRanks } from "./facet-items";
import { facetValueLabel, normalizeTermValues, type TermKey, termRefinement } from "./facet-table";

/** Measured on the build machines: one word of AND+popcount, one bit test of a sparse member. */
export const COST_NS = { word: 2, sparseMember: 2.5, scanValue: 4.5, decode: 5.5 } as const;

export type TermFacetIndex = {
  readonly key: TermKey;
  readonly values: readonly string[];
  readonly labels: readonly string[];
  /** Place of each value in the facet's order at equal counts (facet-items.ts). */
  readonly ranks: Int32Array;
  readonly lookup: ReadonlyMap<string, number>;
  readonly sets: readonly PositionSet[];
  readonly base: number;
  /** Single-valued facets: value id by car position. */
  readonly column: Uint8Array | Uint16Array | Uint32Array | null;
  /** Multi-valued facets: ids[offsets[p] .. offsets[p+1]) are car p's value ids. */
  readonly rows: { readonly offsets: Uint32Array; readonly ids: Uint32Array } | null;
  /** Nanoseconds to count every value by intersection with a bitset. */
  readonly intersectCostNs: number;
  /** Average value ids per car (1 for single-valued facets). */
  readonly valuesPerCar: number;
};

export type TermIndex = {
  readonly facets: { readonly [K in TermKey]: TermFacetIndex };
  /** Length of the global counter array. */
  readonly span: number;
  readonly dependencies: FacetDependencies;
};

function columnFor(size: number, maxId: number) {
  if (maxId < 0x100) return new Uint8Array(size);
  if (maxId < 0x10000) return new Uint16Array(size);
  return new Uint32Array(size);
}

function buildFacet(cars: readonly Car[], key: TermKey, base: number): TermFacetIndex {
  const size = cars.length;
  const lookup = new Map<string, number>();
  const members: number[][] = [];
  const offsets = new Uint32Array(size + 1);
  const ids: number[] = [];
  const intern = (value: string) => {
    let id = lookup.get(value);
    if (id === undefined) {
      id = members.length;
      lookup.set(value, id);
      members.push([]);
    }
    return id;
  };
  // Scalar fields repeat ("Toyota" 20,000 times): normalise each distinct raw value once.
  const byRaw = new Map<string | number | boolean, readonly number[]>();
  const { get } = termRefinement(key);
  cars.forEach((car, position) => {
    const raw = get(car);
    let found: readonly number[] | undefined;
    if (raw === null || raw === undefined) found = [];
    else if (typeof raw === "object") found = normalizeTermValues(raw).map(intern);
    else {
      found = byRaw.get(raw);
      if (!found) {
        found = normalizeTermValues(raw).map(intern);
        byRaw.set(raw, found);
      }
    }
    for (const id of found) {
      members[id]!.push(position);
      ids.push(id);
    }
    offsets[position + 1] = ids.length;
  });
  const values = [...lookup.keys()];
  const multi = offsets.some((end, p) => p > 0 && end - offsets[p - 1]! > 1);
  let column: TermFacetIndex["column"] = null;
  if (!multi) {
    column = columnFor(size, values.length).fill(values.length);
    for (let p = 0; p < size; p++) if (offsets[p + 1]! > offsets[p]!) column[p] = ids[offsets[p]!]!;
  }
  const sets = members.map((positions) => positionSet(size, positions));
  const words = wordCount(size);
  const intersectCostNs = sets.reduce(
    (total, set) => total + (set.bits ? words * COST_NS.word : set.count * COST_NS.sparseMember),
    0,
  );
  return {
    key,
    values,
    labels: values.map((value) => facetValueLabel(key, value)),
    ranks: staticRanks(key, values),
    lookup,
    sets,
    base,
    column,
    rows: multi ? { offsets, ids: Uint32Array.from(ids) } : null,
    intersectCostNs,
    valuesPerCar: multi ? ids.length / Math.max(1, size) : 1,
  };
}

export function* buildTermIndexSteps(
  cars: readonly Car[],
  keys: readonly TermKey[],
): BuildSteps<TermIndex> {
  const facets = {} as Record<TermKey, TermFacetIndex>;
  let base = 0;
  for (const key of keys) {
    const facet = buildFacet(cars, key, base);
    facets[key] = facet;
    base += facet.values.length + 1;
    yield;
  }
  return { facets, span: base, dependencies: findFacetDependencies(facets, keys, cars.length) };
}

export function buildTermIndex(cars: readonly Car[], keys: readonly TermKey[]): TermIndex {
  return runSteps(buildTermIndexSteps(cars, keys));
}

/** Adds `sign` to the counters of every value of the car at `position`, for `keys`. */
export function addCarValues(
  index: TermIndex,
  position: number,
  keys: readonly TermKey[],
  counts: Int32Array,
  sign: number,
): void {
  for (const key of keys) {
    const facet = index.facets[key];
    if (facet.column) counts[facet.base + facet.column[position]!]! += sign;
    else if (facet.rows) {
      const { offsets, ids } = facet.rows;
      for (let k = offsets[position]!; k < offsets[position + 1]!; k++)
        counts[facet.base + ids[k]!]! += sign;
    }
  }
}
