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
import { type PositionSet, wordCount } from "./bitset";
import type { BuildSteps } from "./build-steps";
import { type FacetDependencies, findFacetDependencies } from "./facet-dependencies";
import { staticRanks } from "./facet-items";
import {
  facetValueLabel,
  normalizeTermValues,
  type TermKey,
  type TermRefinement,
  termRefinement,
} from "./facet-table";
import type { TermFacetIndex } from "./term-facet";

/** Measured on the build machines: one word of AND+popcount, one bit test of a sparse member. */
export const COST_NS = { word: 2, sparseMember: 2.5, scanValue: 4.5, decode: 5.5 } as const;

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

type Scalar = string | number | boolean;

/** "No value" in a facet builder's column, whatever its width. */
const NONE_16 = 0xffff;

/**
 * One facet's values while the cars go by: value ids by normalised value, the raw values seen
 * (scalar fields repeat: "Toyota" 20,000 times is normalised once), and each car's ids.
 *
 * Scalar fields fill a column (one id per car, 16 bits until a facet has 65,535 values); list
 * fields (categories, features) fill rows (offsets + ids). A column turns into rows the first
 * time a list turns up, so a field may hold either.
 */
class FacetBuilder {
  readonly get: TermRefinement["get"];
  private readonly pair: TermRefinement["pair"];
  /** Value id by first then second field, for a facet with `pair`. */
  private readonly byPair = new Map<string | null, Map<string | null, number>>();
  readonly lookup = new Map<string, number>();
  readonly values: string[] = [];
  readonly counts: number[] = [];
  /** Value id of a raw scalar or raw list item; -1 when it normalises to no value. */
  private readonly byRaw = new Map<Scalar, number>();
  private column: Uint16Array | Uint32Array | null;
  private none = NONE_16;
  private rows: { offsets: Uint32Array; ids: Uint32Array; length: number } | null = null;
  private multi = false;
  private lastRaw: unknown;
  private lastId = -1;
  /** Value id here by value id of the built facet read by `addFromIndex` (-1: not met yet). */
  private fromParent: Int32Array | null = null;

  constructor(
    readonly key: TermKey,
    private readonly size: number,
  ) {
    const refinement = termRefinement(key);
    this.get = refinement.get;
    this.pair = refinement.pair;
    this.column = new Uint16Array(size).fill(NONE_16);
  }

  private idOf(raw: Scalar): number {
    if (raw === this.lastRaw) return this.lastId;
    let id = this.byRaw.get(raw);
    if (id === undefined) {
      const [value] = normalizeTermValues(raw);
      id = value === undefined ? -1 : this.intern(value);
      this.byRaw.set(raw, id);
    }
    this.lastRaw = raw;
    this.lastId = id;
    return id;
  }

  private intern(value: string): number {
    let id = this.lookup.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.lookup.set(value, id);
      this.values.push(value);
      this.counts.push(0);
      if (id === NONE_16 && this.column instanceof Uint16Array) {
        const wide = new Uint32Array(this.size);
        for (let p = 0; p < this.size; p++) {
          const known = this.column[p]!;
          wide[p] = known === NONE_16 ? 0xffffffff : known;
        }
        this.column = wide;
        this.none = 0xffffffff;
      }
    }
    return id;
  }

  /** The column so far as rows, for a field that turned out to hold lists. */
  private toRows(upTo: number) {
    const column = this.column!;
    const offsets = new Uint32Array(this.size + 1);
    const ids = new Uint32Array(Math.max(1024, this.size * 2));
    let length = 0;
    for (let p = 0; p < upTo; p++) {
      if (column[p] !== this.none) ids[length++] = column[p]!;
      offsets[p + 1] = length;
    }
    this.column = null;
    this.rows = { offsets, ids, length };
    return this.rows;
  }

  /** The value id of a car of a `pair` facet (-1: none), normalising each pair once. */
  private pairId(car: Car): number {
    const [first, second] = this.pair!;
    const a = first(car);
    const b = second(car);
    let seconds = this.byPair.get(a);
    if (!seconds) {
      seconds = new Map();
      this.byPair.set(a, seconds);
    }
    let id = seconds.get(b);
    if (id === undefined) {
      const [value] = normalizeTermValues(this.get(car));
      id = value === undefined ? -1 : this.intern(value);
      seconds.set(b, id);
    }
    return id;
  }

  add(car: Car, position: number): void {
    const column = this.column;
    if (this.pair && column) {
      const id = this.pairId(car);
      if (id >= 0) {
        column[position] = id;
        this.counts[id]!++;
      }
      return;
    }
    const raw = this.get(car);
    if (column && (raw === null || raw === undefined || typeof raw !== "object")) {
      if (raw === null || raw === undefined) return;
      const id = this.idOf(raw);
      if (id < 0) return;
      column[position] = id;
      this.counts[id]!++;
      return;
    }
    const rows = this.rows ?? this.toRows(position);
    const start = rows.length;
    if (raw !== null && raw !== undefined) {
      const list: readonly Scalar[] = typeof raw === "object" ? raw : [raw];
      for (const item of list) {
        const id = this.idOf(item);
        if (id < 0) continue;
        let repeated = false;
        for (let k = start; k < rows.length && !repeated; k++) repeated = rows.ids[k] === id;
        if (repeated) continue;
        this.pushRowId(rows, id);
      }
      if (rows.length - start > 1) this.multi = true;
    }
    rows.offsets[position + 1] = rows.length;
  }

  /** Appends value id `id` to the current car's row (growing the ids) and counts it. */
  private pushRowId(rows: NonNullable<typeof this.rows>, id: number): void {
    if (rows.length === rows.ids.length) {
      const grown = new Uint32Array(rows.ids.length * 2);
      grown.set(rows.ids);
      rows.ids = grown;
    }
    rows.ids[rows.length++] = id;
    this.counts[id]!++;
  }

  /** The value id here of a value id of the built facet `addFromIndex` reads. */
  private localId(parent: TermFacetIndex, parentId: number): number {
    this.fromParent ??= new Int32Array(parent.values.length).fill(-1);
    const local = this.fromParent;
    let id = local[parentId]!;
    if (id < 0) {
      id = this.intern(parent.values[parentId]!);
      local[parentId] = id;
    }
    return id;
  }

  /**
   * The cars at `positions` of a built index's facet, as cars 0, 1, ... of this one: their value
   * ids read from the facet's column or rows, each numbered here when first met, as `add`
   * numbers values.
   */
  addFromIndex(parent: TermFacetIndex, positions: Uint32Array): void {
    if (!parent.rows) {
      // A facet of one value per car keeps a column here too: only rows turn it into rows.
      const from = parent.column!;
      const none = parent.values.length;
      this.fromParent ??= new Int32Array(none).fill(-1);
      const local = this.fromParent;
      const { counts } = this;
      for (let position = 0; position < positions.length; position++) {
        const parentId = from[positions[position]!]!;
        if (parentId === none) continue;
        // A value met first may widen the column (intern): it is read again for each car.
        const id = local[parentId]! >= 0 ? local[parentId]! : this.localId(parent, parentId);
        this.column![position] = id;
        counts[id]!++;
      }
      return;
    }
    const { offsets, ids } = parent.rows;
    for (let position = 0; position < positions.length; position++) {
      const rows = this.rows ?? this.toRows(position);
      const start = rows.length;
      const at = positions[position]!;
      for (let k = offsets[at]!; k < offsets[at + 1]!; k++) {
        this.pushRowId(rows, this.localId(parent, ids[k]!));
      }
      if (rows.length - start > 1) this.multi = true;
      rows.offsets[position + 1] = rows.length;
    }
  }

  finish(base: number): TermFacetIndex {
    const { key, values, counts, size } = this;
    const valueCount = values.length;
    // Each value's cars, ascending: a bitset when dense (one shared buffer, a slot per dense
    // value), else a run of one shared array of positions.
    const words = wordCount(size);
    const slot = new Int32Array(valueCount);
    const runStart = new Uint32Array(valueCount + 1);
    let denseCount = 0;
    let sparseTotal = 0;
    for (let id = 0; id < valueCount; id++) {
      runStart[id] = sparseTotal;
      if (counts[id]! * 32 >= size) slot[id] = denseCount++ * words;
      else {
        slot[id] = -1;
        sparseTotal += counts[id]!;
      }
    }
    runStart[valueCount] = sparseTotal;
    const dense = new Uint32Array(denseCount * words);
    const sparse = new Uint32Array(sparseTotal);
    const fill = runStart.slice();
    // The final column (the narrowest that holds every id and "no value"), unless cars hold
    // several values, then rows; filled in the same loop as the sets.
    let column: TermFacetIndex["column"] = null;
    let rows: TermFacetIndex["rows"] = null;
    if (this.column) {
      column = columnFor(size, valueCount);
      const from = this.column;
      const none = this.none;
      for (let p = 0; p < size; p++) {
        const id = from[p]!;
        if (id === none) {
          column[p] = valueCount;
          continue;
        }
        column[p] = id;
        const at = slot[id]!;
        if (at >= 0) dense[at + (p >>> 5)]! |= 1 << (p & 31);
        else sparse[fill[id]!++] = p;
      }
    } else {
      const { offsets, ids, length } = this.rows!;
      if (this.multi) rows = { offsets, ids: ids.slice(0, length) };
      else column = columnFor(size, valueCount).fill(valueCount);
      for (let p = 0; p < size; p++) {
        for (let k = offsets[p]!; k < offsets[p + 1]!; k++) {
          const id = ids[k]!;
          if (column) column[p] = id;
          const at = slot[id]!;
          if (at >= 0) dense[at + (p >>> 5)]! |= 1 << (p & 31);
          else sparse[fill[id]!++] = p;
        }
      }
    }
    let intersectCostNs = 0;
    const sets: PositionSet[] = [];
    for (let id = 0; id < valueCount; id++) {
      const count = counts[id]!;
      const at = slot[id]!;
      if (at >= 0) {
        sets.push({ count, bits: dense.subarray(at, at + words), positions: null });
        intersectCostNs += words * COST_NS.word;
      } else {
        const positions = sparse.subarray(runStart[id]!, runStart[id + 1]!);
        sets.push({ count, bits: null, positions });
        intersectCostNs += count * COST_NS.sparseMember;
      }
    }
    return {
      key,
      values,
      labels: values.map((value) => facetValueLabel(key, value)),
      ranks: staticRanks(key, values),
      lookup: this.lookup,
      sets,
      base,
      column,
      rows,
      intersectCostNs,
      valuesPerCar: rows ? rows.ids.length / Math.max(1, size) : 1,
    };
  }
}

/** Every facet's values while the cars go by (one pass for the whole index, build-index.ts). */
export class TermIndexBuilder {
  private readonly builders: FacetBuilder[];

  constructor(
    private readonly keys: readonly TermKey[],
    private readonly size: number,
  ) {
    this.builders = keys.map((key) => new FacetBuilder(key, size));
  }

  /** Cars [from, to) of a list, the first at `position`: each facet takes them in turn. */
  addCars(cars: readonly Car[], from: number, to: number, position: number): void {
    for (const builder of this.builders)
      for (let i = from, p = position; i < to; i++, p++) builder.add(cars[i]!, p);
  }

  /** The cars at `positions` of a built index's facets, as cars 0, 1, ... of these. */
  addFromIndex(parent: TermIndex, positions: Uint32Array): void {
    for (const builder of this.builders)
      builder.addFromIndex(parent.facets[builder.key], positions);
  }

  /** Yields between facets. */
  *finish(): BuildSteps<TermIndex> {
    const facets = {} as Record<TermKey, TermFacetIndex>;
    let base = 0;
    for (const builder of this.builders) {
      yield;
      const facet = builder.finish(base);
      facets[builder.key] = facet;
      base += facet.values.length + 1;
    }
    const dependencies = yield* findFacetDependencies(facets, this.keys, this.size);
    return {
      facets,
      span: base,
      dependencies,
    };
  }
}
