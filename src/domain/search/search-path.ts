/**
 * The path half of the search address: /search/{what}, where {what} is a car-type
 * phrase (used-cars, new-and-demo-cars, ...), a make (and model), a body, a location slug or a
 * dealership slug. A single segment is read in that order of precedence; anything else is an
 * unknown path (a 404).
 *
 * The full set of types, new-used-and-demo-cars, is the default path and means no type filter.
 */
import type { CarType } from "@/domain/car/car";
import type { TermKey } from "./facet-table";
import { err, ok, type Result } from "./result";
import type { VocabularyLookup } from "./search-vocabulary";
import { slugify } from "./slugify";

/** Types in the order the paths name them: /search/new-used-and-demo-cars. */
const PATH_TYPE_ORDER: readonly CarType[] = ["new", "used", "demo"];
export const DEFAULT_SEARCH_SEGMENT = "new-used-and-demo-cars";

export function carTypeSegment(types: readonly CarType[]): string {
  const named = PATH_TYPE_ORDER.filter((type) => types.includes(type));
  const words =
    named.length > 1 ? [...named.slice(0, -2), `${named.at(-2)}-and-${named.at(-1)}`] : named;
  return `${words.join("-")}-cars`;
}

/** Every non-empty set of types by its segment: used-cars, new-and-demo-cars, ... */
const CAR_TYPE_SEGMENTS: ReadonlyMap<string, readonly CarType[]> = new Map(
  [1, 2, 3, 4, 5, 6, 7].map((mask) => {
    const types = PATH_TYPE_ORDER.filter((_, bit) => mask & (1 << bit));
    return [carTypeSegment(types), types] as const;
  }),
);

/** The refinements a path stands for. */
export type PathRefinements = { readonly [K in TermKey]?: readonly string[] };

export type UnknownPath = { readonly kind: "unknown-path"; readonly segments: readonly string[] };

export function parseSearchPath(
  segments: readonly string[],
  lookup: VocabularyLookup,
): Result<PathRefinements, UnknownPath> {
  const words = segments.map((segment) => segment.trim()).filter((segment) => segment !== "");
  const unknown = err({ kind: "unknown-path", segments } as const);
  if (words.length === 0) return ok({});
  const first = slugify(words[0]!) === words[0]!.toLowerCase() ? words[0]!.toLowerCase() : null;
  if (first === null || words.length > 2) return unknown;
  const make = lookup.makes.get(first);
  if (words.length === 2) {
    const model = make?.models.get(words[1]!.toLowerCase());
    return make && model ? ok({ make: [make.name], model: [model] }) : unknown;
  }
  const types = CAR_TYPE_SEGMENTS.get(first);
  if (types) return ok(types.length === PATH_TYPE_ORDER.length ? {} : { car_type: [...types] });
  if (make) return ok({ make: [make.name] });
  const body = lookup.bodies.get(first);
  if (body !== undefined) return ok({ body: [body] });
  const location = lookup.locations.get(first);
  if (location !== undefined) return ok({ location_name: [location] });
  const dealership = lookup.dealerships.get(first);
  if (dealership !== undefined) return ok({ dealership_name: [dealership] });
  return unknown;
}

/** Candidate paths for a set of refinements, most specific first (the breadcrumb's order). */
function candidates(refinements: PathRefinements, lookup: VocabularyLookup): string[][] {
  const single = (key: TermKey) => (refinements[key]?.length === 1 ? refinements[key][0]! : null);
  const out: string[][] = [];
  const types = refinements.car_type;
  if (
    types?.length &&
    types.every((type) => (PATH_TYPE_ORDER as readonly string[]).includes(type))
  ) {
    out.push([carTypeSegment(types as CarType[])]);
  }
  const make = single("make");
  const model = single("model");
  if (make !== null && model !== null) out.push([slugify(make), slugify(model)]);
  if (make !== null) out.push([slugify(make)]);
  const body = single("body");
  if (body !== null) out.push([slugify(body)]);
  const slugFor = (map: ReadonlyMap<string, string>, name: string | null) =>
    name === null ? [] : [...map].filter(([, value]) => value === name).map(([slug]) => [slug]);
  out.push(...slugFor(lookup.locations, single("location_name")));
  out.push(...slugFor(lookup.dealerships, single("dealership_name")));
  return out;
}

/**
 * The canonical path for the refinements: the first candidate that reads back as exactly the
 * refinements it takes over (a body whose slug is also a make's cannot be written as a path).
 * Returns the segments and the keys the path now carries.
 */
export function searchPathFor(
  refinements: PathRefinements,
  lookup: VocabularyLookup,
): { segments: string[]; carried: TermKey[] } {
  for (const segments of candidates(refinements, lookup)) {
    if (segments.some((segment) => segment === "")) continue; // a name with no slug ("???")
    const parsed = parseSearchPath(segments, lookup);
    if (!parsed.ok) continue;
    const carried = Object.keys(parsed.value) as TermKey[];
    const same = carried.every((key) => {
      const want = refinements[key] ?? [];
      const got = parsed.value[key] ?? [];
      return want.length === got.length && got.every((value) => want.includes(value));
    });
    if (same && carried.length > 0) return { segments, carried };
  }
  return { segments: [DEFAULT_SEARCH_SEGMENT], carried: [] };
}
