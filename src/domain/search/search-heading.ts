/**
 * The words a results page is titled with, from its search state: "Used Toyota HiLux",
 * "New & Demo SUVs at Perth City", "Pre-Owned Cars" on a site that says Pre-Owned. The page's
 * h1, document title and description all start from it.
 *
 * Indexing: a page whose whole search is carried by its path (/search/used-cars,
 * /search/toyota/hilux, and their later pages) is a landing page worth indexing; any query
 * parameter but page (text, several makes, ranges, a sort) is a deep combination that search
 * engines should follow but not index.
 */
import { CAR_TYPES, type CarType } from "@/domain/car/car";
import type { SearchState } from "./search-state-normalize";

export type HeadingWords = {
  /** The site's names of the car types (labels.new / used / demo). */
  readonly types: Readonly<Record<CarType, string>>;
  /** What the site sells, plural: "Cars", "Caravans", "Vehicles". */
  readonly noun: string;
};

const single = (values: readonly string[] | undefined) =>
  values?.length === 1 ? values[0]! : null;

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} & ${words.at(-1)}`;
}

export function searchHeading(state: SearchState, words: HeadingWords): string {
  const r = state.refinements;
  const types = CAR_TYPES.filter((type) => (r.car_type ?? []).includes(type));
  const typeWords = listed((types.length > 0 ? types : CAR_TYPES).map((t) => words.types[t]));
  const make = single(r.make);
  const model = make ? single(r.model) : null;
  const body = single(r.body);
  const named = [make, model].filter((word): word is string => word !== null);
  // A body names the kind of vehicle ("SUVs"); without one, the site's noun does.
  const thing = body ? `${body}s`.replace(/ss$/, "s") : named.length > 1 ? "" : words.noun;
  const place = single(r.location_name) ?? single(r.dealership_name);
  const heading = [typeWords, ...named, thing].filter((word) => word !== "").join(" ");
  return place ? `${heading} at ${place}` : heading;
}

/** "Search results for “hilux”: ..." when the shopper typed words. */
export function searchTitle(state: SearchState, words: HeadingWords): string {
  const heading = searchHeading(state, words);
  const page = state.page > 1 ? ` - Page ${state.page}` : "";
  const query = state.query === "" ? "" : `“${state.query}” in `;
  return `${query}${heading} for Sale${page}`;
}

/** Whether a canonical search address is a landing page to index (see the module note). */
export function isIndexableSearchUrl(canonicalUrl: string): boolean {
  const params = new URL(canonicalUrl, "http://search.invalid").searchParams;
  return [...params.keys()].every((key) => key === "page");
}
