import "server-only";
/**
 * The Meilisearch-style multi-search: each query runs over the site's own stock
 * through the same engine and cache as the search page. Field errors name the query they are
 * in ("queries.0.filter"), as the search API's do.
 */
import { isTermKey, type TermKey } from "@/domain/search/facet-table";
import { highlightText } from "@/domain/search/highlight";
import { compileFilter } from "@/domain/search/meili-filter";
import {
  MULTI_SEARCH_INDEX,
  type MultiSearchPayload,
  type MultiSearchQueryPayload,
  sortFromWords,
} from "@/domain/search/multi-search.schema";
import { err, ok, type Result } from "@/domain/search/result";
import { type SearchHit, toSearchHit } from "@/domain/search/search-hit";
import type { FieldError } from "@/domain/search/search-payload.schema";
import type { CurrentSite } from "@/features/site/server";
import { searchSiteWith } from "./search-site.server";

const HIGHLIGHTED = ["name", "make", "model", "badge", "series", "stocknum"] as const;

export type MultiSearchHit = SearchHit & { _formatted?: Record<string, unknown> };

export type MultiSearchResult = {
  indexUid: string;
  hits: MultiSearchHit[];
  query: string;
  processingTimeMs: number;
  limit: number;
  offset: number;
  estimatedTotalHits: number;
  facetDistribution?: Record<string, Record<string, number>>;
};

function formatted(hit: SearchHit, query: MultiSearchQueryPayload): MultiSearchHit {
  const wanted = query.attributesToHighlight;
  if (wanted.length === 0) return hit;
  const tags = { pre: query.highlightPreTag, post: query.highlightPostTag };
  const copy: Record<string, unknown> = { ...hit };
  for (const field of HIGHLIGHTED) {
    const value = hit[field];
    if ((wanted.includes("*") || wanted.includes(field)) && typeof value === "string")
      copy[field] = highlightText(value, query.q, tags);
  }
  return { ...hit, _formatted: copy };
}

async function runQuery(
  site: CurrentSite,
  query: MultiSearchQueryPayload,
  at: number,
): Promise<Result<MultiSearchResult, FieldError[]>> {
  const field = (name: string, message: string) =>
    err([{ path: `queries.${at}.${name}`, message }]);
  const filter = compileFilter(query.filter);
  if (!filter.ok) return field("filter", filter.error);
  const sort = sortFromWords(query.sort);
  if (sort === null) return field("sort", `unknown sort: ${query.sort.join(", ")}`);
  const unknown = query.facets.filter((name) => name !== "*" && !isTermKey(name));
  if (unknown.length > 0) return field("facets", `unknown facet: ${unknown.join(", ")}`);
  const facets = query.facets.filter(isTermKey) as TermKey[];

  const excluded = new Set(filter.value.excludeIds);
  const result = await searchSiteWith(site, {
    query: query.q,
    fixedFilters: [...filter.value.fixed],
    sort,
    offset: query.offset,
    // Ask for room to drop the excluded ids and still fill the limit.
    hitsPerPage: Math.max(1, query.limit + excluded.size),
    facets: query.facets.includes("*") ? undefined : facets,
  });
  const hits = result.hits
    .filter((car) => !excluded.has(car.id))
    .slice(0, query.limit)
    .map((car) => formatted(toSearchHit(car), query));
  const distribution =
    query.facets.length === 0
      ? undefined
      : Object.fromEntries(
          Object.entries(result.facets).map(([key, items]) => [
            key,
            Object.fromEntries((items ?? []).map((item) => [item.value, item.count])),
          ]),
        );
  return ok({
    indexUid: MULTI_SEARCH_INDEX,
    hits,
    query: query.q,
    processingTimeMs: Math.round(result.ms),
    limit: query.limit,
    offset: query.offset,
    estimatedTotalHits: result.count,
    ...(distribution ? { facetDistribution: distribution } : {}),
  });
}

export async function multiSearch(
  site: CurrentSite,
  payload: MultiSearchPayload,
): Promise<Result<{ results: MultiSearchResult[] }, FieldError[]>> {
  const results: MultiSearchResult[] = [];
  for (const [at, query] of payload.queries.entries()) {
    const answer = await runQuery(site, query, at);
    if (!answer.ok) return answer;
    results.push(answer.value);
  }
  return ok({ results });
}
