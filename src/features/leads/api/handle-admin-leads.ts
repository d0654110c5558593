/**
 * The dealer's machine view of leads (ADR 0010): GET /api/admin/leads lists a site's leads with
 * each delivery's status and last error (?status=failed for those that need a person), and
 * POST /api/admin/leads/{id}/retry queues a lead's failed deliveries again. The key is the site's
 * stock API key, checked exactly as the stock import checks it.
 */
import type { Database } from "@/data/db";
import { listLeads } from "@/data/leads/lead-reads";
import { retryFailedDeliveries } from "@/data/leads/lead-updates";
import { DELIVERY_STATUSES, type DeliveryStatus } from "@/domain/leads/lead";
import type { SiteScope } from "@/domain/site/site-scope";
import { checkApiKey } from "@/lib/http/api-key";

export type AdminContext = {
  site: { slug: string; admin: { apiKeySha256: string | null } } | undefined;
  scope: () => Promise<SiteScope>;
  database: () => Promise<Database>;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

function refuse(request: Request, context: AdminContext): Response | null {
  if (!context.site) return json(404, { error: "not-found", message: "No such site." });
  const auth = checkApiKey(request.headers.get("authorization"), context.site.admin.apiKeySha256);
  if (auth.ok) return null;
  return json(
    401,
    {
      error: "unauthorized",
      message: "Send this site's API key as 'Authorization: Bearer <key>'.",
    },
    { "www-authenticate": 'Bearer realm="leads"' },
  );
}

export async function handleListLeads(request: Request, context: AdminContext): Promise<Response> {
  const refused = refuse(request, context);
  if (refused) return refused;
  const query = new URL(request.url).searchParams;
  const status = query.get("status");
  if (status !== null && !(DELIVERY_STATUSES as readonly string[]).includes(status)) {
    return json(400, {
      error: "bad-status",
      message: `status must be one of ${DELIVERY_STATUSES.join(", ")}`,
    });
  }
  const limit = Math.min(Math.max(Number(query.get("limit") ?? "50") || 50, 1), 200);
  const beforeText = query.get("before");
  const before = beforeText ? new Date(beforeText) : undefined;
  if (before && Number.isNaN(before.getTime()))
    return json(400, { error: "bad-before", message: "before must be an ISO date-time" });
  const listings = await listLeads(await context.database(), await context.scope(), {
    status: (status as DeliveryStatus | null) ?? undefined,
    limit,
    before,
  });
  return json(200, {
    leads: listings.map(({ lead, deliveries }) => ({
      id: lead.id,
      reference: lead.reference,
      kind: lead.kind,
      category: lead.category,
      subcategory: lead.subcategory,
      created_at: lead.created_at,
      delivery_status: lead.delivery_status,
      contact: lead.contact,
      car: lead.car,
      location: lead.place.location,
      deliveries,
    })),
    next_before: listings.length === limit ? listings.at(-1)?.lead.created_at : null,
  });
}

export async function handleRetryLead(
  request: Request,
  context: AdminContext,
  leadId: string,
): Promise<Response> {
  const refused = refuse(request, context);
  if (refused) return refused;
  if (!/^[0-9a-f-]{36}$/i.test(leadId))
    return json(404, { error: "not-found", message: "No such lead." });
  const done = await retryFailedDeliveries(await context.database(), await context.scope(), leadId);
  return done
    ? json(202, { retried: true })
    : json(404, { error: "not-found", message: "No such lead." });
}
