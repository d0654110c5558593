/**
 * One terms facet of the index as built (term-index.ts builds it, facet-dependencies.ts and
 * facet-counter.ts read it). Value ids are local to the facet; id `values.length` is "no value".
 */
import type { PositionSet } from "./bitset";
import type { TermKey } from "./facet-table";

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
