/**
 * POST /api/search: `{ search_filters, filters, hitsPerPage, offset, query, sort }`
 * -> `{ hits, pages, count, facets, stats, ms, understood }` over the stock of the host's site.
 * `understood` holds the refinements the query's words named (`filters`, in the payload's shape,
 * already narrowed by the payload's own) and the text left (`query`); the hits are the search
 * of that text with those refinements applied over the payload's. A bad payload is a 400
 * naming each field and why.
 */
import { displayedHitCount } from "@/domain/search/hit-count";
import { toSearchHit } from "@/domain/search/search-hit";
import { parseSearchPayload } from "@/domain/search/search-payload.schema";
import type { Refinements } from "@/domain/search/search-types";
import { withUnderstood } from "@/domain/search/understand-query";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { badRequest, readJsonBody } from "@/features/stock-search/json-request";
import { searchSiteByPayload } from "@/features/stock-search/search-site.server";
import { env } from "@/lib/env";
import { limitAddress } from "@/lib/http/address-limits";

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/search">) {
  const site = await getCurrentSite((await params).site);
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const limited = await limitAddress("search", sender, rateLimitStore(), env().TRUST_PROXY);
  if (limited) return limited;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const payload = parseSearchPayload(body.value);
  if (!payload.ok) return badRequest(payload.error);

  const { result, stockCount, understanding } = await searchSiteByPayload(site, payload.value);
  const narrowed =
    payload.value.query !== "" || Object.keys(payload.value.filters).length > 0 ? null : stockCount;
  return Response.json(
    {
      hits: result.hits.map(toSearchHit),
      pages: result.pages,
      count: displayedHitCount({
        count: result.count,
        stockCount: narrowed,
        facet: result.facets.car_type,
        selected: withUnderstood(payload.value.filters as Refinements, understanding).car_type,
      }),
      facets: result.facets,
      stats: result.stats,
      ms: Math.round(result.ms * 1000) / 1000,
      understood: { filters: understanding.refinements, query: understanding.text },
    },
    { headers: { "cache-control": "no-store" } },
  );
}
