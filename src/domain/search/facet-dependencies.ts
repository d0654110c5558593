/**
 * Facets that are functions of other facets in the indexed stock: make and model of make_model,
 * dealership, city and state of location_name, and whatever else the data happens to fix. When a
 * query counts a facet and one of its functions over the same cars, the function's counts are
 * sums of the facet's counts (a few hundred additions) instead of another pass over the cars.
 *
 * The dependencies are found in the data at build time, not declared, so they are exact for the
 * index that holds them whatever the feed sends (a location shared by two cities is simply not a
 * dependency).
 */
import type { BuildSteps } from "./build-steps";
import type { TermKey } from "./facet-table";
import type { TermFacetIndex } from "./term-facet";

/** `map[parent id]` is the child id of every car with that parent value; the last slot is "no value". */
export type FacetParent = { readonly key: TermKey; readonly map: Int32Array };

export type FacetDependencies = {
  /** Parents of each single-valued facet, cheapest first. */
  readonly parents: Partial<Record<TermKey, readonly FacetParent[]>>;
  /** A parent always comes before its children here (more values first), so no cycles. */
  readonly order: readonly TermKey[];
};

/** Yields between facets: a facet's parents are a pass over the cars for each candidate. */
export function* findFacetDependencies(
  facets: { readonly [K in TermKey]: TermFacetIndex },
  keys: readonly TermKey[],
  size: number,
): BuildSteps<FacetDependencies> {
  const singles = keys
    .filter((key) => facets[key].column !== null)
    .sort(
      (a, b) =>
        facets[b].values.length - facets[a].values.length || keys.indexOf(a) - keys.indexOf(b),
    );
  const out: Partial<Record<TermKey, FacetParent[]>> = {};
  for (let place = 0; place < singles.length; place++) {
    yield;
    const childKey = singles[place]!;
    const child = facets[childKey];
    const parents: FacetParent[] = [];
    for (const parentKey of singles.slice(0, place)) {
      const map = functionalMap(facets[parentKey], child, size);
      if (map) parents.push({ key: parentKey, map });
    }
    parents.sort((a, b) => a.map.length - b.map.length);
    if (parents.length > 0) out[childKey] = parents;
  }
  return { parents: out, order: singles };
}

function functionalMap(
  parent: TermFacetIndex,
  child: TermFacetIndex,
  size: number,
): Int32Array | null {
  const from = parent.column!;
  const to = child.column!;
  const map = new Int32Array(parent.values.length + 1).fill(-1);
  for (let position = 0; position < size; position++) {
    const known = map[from[position]!]!;
    if (known === -1) map[from[position]!] = to[position]!;
    else if (known !== to[position]!) return null;
  }
  // A parent value no car has cannot occur; map it to "no value" to keep the table total.
  for (let id = 0; id < map.length; id++) if (map[id] === -1) map[id] = child.values.length;
  return map;
}

/** Counting order for one set: keys counted directly, then keys summed from a parent in the set. */
export function derivationPlan(
  dependencies: FacetDependencies,
  keys: readonly TermKey[],
): { direct: TermKey[]; derived: { key: TermKey; parent: FacetParent }[] } {
  const wanted = new Set(keys);
  const derived: { key: TermKey; parent: FacetParent }[] = [];
  const direct: TermKey[] = [];
  for (const key of keys) {
    const parent = dependencies.parents[key]?.find((candidate) => wanted.has(candidate.key));
    if (parent) derived.push({ key, parent });
    else direct.push(key);
  }
  const place = (key: TermKey) => dependencies.order.indexOf(key);
  derived.sort((a, b) => place(a.key) - place(b.key));
  return { direct, derived };
}
