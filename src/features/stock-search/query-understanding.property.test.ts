import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchStock } from "@/domain/search/engine";
import { searchRequestFromState } from "@/domain/search/search-request";
import { parseSearchUrl, toSearchUrl } from "@/domain/search/search-state";
import { DEFAULT_SEARCH_STATE } from "@/domain/search/search-state-normalize";
import type { Refinements, SearchRequest } from "@/domain/search/search-types";
import { buildSearchVocabulary } from "@/domain/search/search-vocabulary";
import { understandQuery, withUnderstood } from "@/domain/search/understand-query";
import { demoSearch } from "./demo-search.test-support";

const { index, sites, isIndexedWord } = demoSearch();

const WORDS = [
  ...["red", "white", "grey", "ute", "suvs", "hatch", "hilux", "hilx", "toyota", "mazda", "cx5"],
  ...["cx", "5", "rav", "4", "tuscon", "ranger", "under", "30k", "over", "20k", "2020", "to"],
  ...["2022", "newer", "than", "2019", "used", "pre-owned", "new", "demo", "auto", "diesel"],
  ...["4x4", "7", "seater", "low", "km", "50,000", "sleeps", "off", "road", "family", "couples"],
  ...["jayco", "zzz", "sr5", "gxl", "between", "and", "$20,000", "cars", "for", "sale", "sport"],
];
const queryArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 });
const siteArb = fc.constantFrom(...sites.keys());

function allIds(request: SearchRequest): Set<number> {
  const out = new Set<number>();
  for (let offset = 0; ; offset += 1000) {
    const { hits, count } = searchStock(index, {
      ...request,
      offset,
      hitsPerPage: 1000,
      facets: [],
    });
    for (const car of hits) out.add(car.id);
    if (offset + 1000 >= count) return out;
  }
}

const hitIds = (slug: string, query: string, filters: Refinements) =>
  allIds({ ...sites.get(slug)!.scope, query, filters });

function searchUnderstood(slug: string, query: string, filters: Refinements = {}) {
  const understanding = understandQuery(query, sites.get(slug)!.vocabulary, {
    filters,
    isIndexedWord,
  });
  return {
    understanding,
    ids: hitIds(slug, understanding.text, withUnderstood(filters, understanding)),
  };
}

describe("understood queries on the demo sites", () => {
  it("a word that is understood never widens the search: without its phrase, no car is lost", () => {
    fc.assert(
      fc.property(siteArb, queryArb, (slug, words) => {
        const { understanding, ids } = searchUnderstood(slug, words.join(" "));
        const read = new Set(understanding.phrases.map((phrase) => phrase.words));
        for (const phrase of understanding.phrases) {
          const rest = words.join(" ").replace(phrase.words, " ");
          const without = searchUnderstood(slug, rest);
          // Taking a phrase out can join its neighbours into another ("over used $20,000"
          // without "used" reads "over $20,000", from $20,000, where "over" was text): that is
          // another query, not this one less a word.
          if (without.understanding.phrases.some((other) => !read.has(other.words))) continue;
          const wider = without.ids;
          for (const id of ids)
            expect(wider.has(id), `${words.join(" ")} without ${phrase.words}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the understood refinements applied as filters, through the address, give the query's hits", () => {
    fc.assert(
      fc.property(siteArb, queryArb, (slug, words) => {
        const site = sites.get(slug)!;
        const query = words.join(" ");
        const { understanding, ids } = searchUnderstood(slug, query);
        const vocabulary = buildSearchVocabulary(
          [...index.cars].filter((car) => site.scope.dealershipIds.includes(car.dealership_id)),
        );
        const state = {
          ...DEFAULT_SEARCH_STATE,
          query: understanding.text,
          refinements: withUnderstood({}, understanding),
        };
        const parsed = parseSearchUrl(toSearchUrl(state, vocabulary), vocabulary);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const {
          offset: _offset,
          hitsPerPage: _hits,
          ...request
        } = searchRequestFromState(parsed.value, site.scope);
        expect(allIds(request)).toEqual(ids);
      }),
      { numRuns: 200 },
    );
  });

  it("the text left, read again with the understood refinements, names nothing more", () => {
    fc.assert(
      fc.property(siteArb, queryArb, (slug, words) => {
        const { understanding } = searchUnderstood(slug, words.join(" "));
        const again = searchUnderstood(
          slug,
          understanding.text,
          understanding.refinements,
        ).understanding;
        expect(again.refinements).toEqual({});
      }),
      { numRuns: 300 },
    );
  });
});
