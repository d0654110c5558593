/**
 * POST /api/multi-search: Meilisearch's multi-search over the host's site stock, for the
 * vehicle page's similar cars. `{ queries: [...] }` -> `{ results: [{ hits }] }`.
 */
import { multiSearchSchema } from "@/domain/search/multi-search.schema";
import { rateLimitStore } from "@/features/leads/lead-services.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { badRequest, readJsonBody } from "@/features/stock-search/json-request";
import { multiSearch } from "@/features/stock-search/multi-search.server";
import { env } from "@/lib/env";
import { limitAddress } from "@/lib/http/address-limits";

export async function POST(request: Request, { params }: RouteContext<"/[site]/api/multi-search">) {
  const site = await getCurrentSite((await params).site);
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const limited = await limitAddress("multi-search", sender, rateLimitStore(), env().TRUST_PROXY);
  if (limited) return limited;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = multiSearchSchema.safeParse(body.value);
  if (!parsed.success) {
    return badRequest(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      })),
    );
  }
  const answer = await multiSearch(site, parsed.data);
  if (!answer.ok) return badRequest(answer.error);
  return Response.json(answer.value, { headers: { "cache-control": "no-store" } });
}
