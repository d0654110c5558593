/**
 * What the words of a search path can mean on one site: its makes with
 * their models, bodies, location slugs and dealership slugs. A segment is looked up by slug,
 * so /search/mercedes-benz/c-class finds make "Mercedes-Benz", model "C-Class".
 *
 * Built from the site's own stock (buildSearchVocabulary), so another dealer's slug is a 404 here.
 */
import type { Car } from "@/domain/car/car";
import { termValues } from "./facet-table";
import { slugify } from "./slugify";

export type SearchVocabulary = {
  readonly makes: readonly { readonly name: string; readonly models: readonly string[] }[];
  readonly bodies: readonly string[];
  /** Location slug and the location_name its cars carry. */
  readonly locations: readonly { readonly slug: string; readonly name: string }[];
  readonly dealerships: readonly { readonly slug: string; readonly name: string }[];
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildSearchVocabulary(cars: readonly Car[]): SearchVocabulary {
  const makes = new Map<string, Set<string>>();
  const bodies = new Set<string>();
  const locations = new Map<string, string>();
  const dealerships = new Map<string, string>();
  for (const car of cars) {
    for (const make of termValues("make", car)) {
      const models = makes.get(make) ?? new Set<string>();
      for (const model of termValues("model", car)) models.add(model);
      makes.set(make, models);
    }
    for (const body of termValues("body", car)) bodies.add(body);
    const [location] = termValues("location_name", car);
    if (car.location?.slug && location && !locations.has(car.location.slug))
      locations.set(car.location.slug, location);
    const [dealership] = termValues("dealership_name", car);
    if (car.dealership_slug && dealership && !dealerships.has(car.dealership_slug)) {
      dealerships.set(car.dealership_slug, dealership);
    }
  }
  return {
    makes: [...makes]
      .map(([name, models]) => ({ name, models: [...models].sort(byText) }))
      .sort((a, b) => byText(a.name, b.name)),
    bodies: [...bodies].sort(byText),
    locations: [...locations]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => byText(a.slug, b.slug)),
    dealerships: [...dealerships]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => byText(a.slug, b.slug)),
  };
}

/** Slug -> name maps of a vocabulary; the first entry of a slug wins. */
export type VocabularyLookup = {
  readonly makes: ReadonlyMap<
    string,
    { readonly name: string; readonly models: ReadonlyMap<string, string> }
  >;
  readonly bodies: ReadonlyMap<string, string>;
  readonly locations: ReadonlyMap<string, string>;
  readonly dealerships: ReadonlyMap<string, string>;
};

function firstBySlug(entries: readonly (readonly [string, string])[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [slug, name] of entries) if (slug !== "" && !map.has(slug)) map.set(slug, name);
  return map;
}

const compiled = new WeakMap<SearchVocabulary, VocabularyLookup>();

/** Compiled once per vocabulary object (pages parse with the same one on every request). */
export function vocabularyLookup(vocabulary: SearchVocabulary): VocabularyLookup {
  const known = compiled.get(vocabulary);
  if (known) return known;
  const makes = new Map<string, { name: string; models: ReadonlyMap<string, string> }>();
  for (const make of vocabulary.makes) {
    const slug = slugify(make.name);
    if (slug === "" || makes.has(slug)) continue;
    makes.set(slug, {
      name: make.name,
      models: firstBySlug(make.models.map((model) => [slugify(model), model])),
    });
  }
  const lookup: VocabularyLookup = {
    makes,
    bodies: firstBySlug(vocabulary.bodies.map((body) => [slugify(body), body])),
    locations: firstBySlug(vocabulary.locations.map((entry) => [slugify(entry.slug), entry.name])),
    dealerships: firstBySlug(
      vocabulary.dealerships.map((entry) => [slugify(entry.slug), entry.name]),
    ),
  };
  compiled.set(vocabulary, lookup);
  return lookup;
}
