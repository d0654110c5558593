/**
 * GET /api/search/suggest?q=: `{ suggestions: [{ label, kind, count, url }] }`, at most 8, for
 * the text typed in a search box on the host's site: makes, models, make and model, bodies and
 * the text read as refinements, each with the cars it finds and its search address. A missing,
 * empty or too long q is a 400 naming the field.
 */
import { parseSuggestQuery } from "@/domain/search/suggest-request.schema";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { badRequest } from "@/features/stock-search/json-request";
import { siteSuggestions } from "@/features/stock-search/suggest.server";
import { env } from "@/lib/env";
import { limitAddress } from "@/lib/http/address-limits";

export async function GET(
  request: Request,
  { params }: RouteContext<"/[site]/api/search/suggest">,
) {
  const site = await getCurrentSite((await params).site);
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const limited = await limitAddress("search", sender, rateLimitStore(), env().TRUST_PROXY);
  if (limited) return limited;
  const typed = parseSuggestQuery(new URL(request.url).searchParams);
  if (!typed.ok) return badRequest(typed.error);
  return Response.json(await siteSuggestions(site, typed.value), {
    headers: { "cache-control": "no-store" },
  });
}
