/**
 * POST /api/miscellaneous (spec 2 §7): the browser saves an extra result on a lead, today the
 * trade-in valuation with column_name "valuation". Only when the site turns it on
 * (features.tradeInValuationSave); the answer is a success flag the page only logs.
 */
import type { Database } from "@/data/db";
import { saveMiscellaneous } from "@/data/leads/lead-updates";
import type { CurrentSite } from "@/features/site/current-site.server";
import type { RateLimitStore } from "@/lib/rate-limit";
import { readText } from "../submit/read-body";
import { type GuardSettings, guardLeadRequest } from "../submit/request-guard";

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const MAX_BYTES = 4_096;
const COLUMN = /^[a-z][a-z0-9_]{0,39}$/;

export async function handleMiscellaneous(
  request: Request,
  context: {
    site: CurrentSite | undefined;
    store: RateLimitStore;
    settings: GuardSettings;
    database: () => Promise<Database>;
  },
): Promise<Response> {
  const { site } = context;
  if (!site?.config.features.tradeInValuationSave) return json(404, { success: false });
  const refusal = await guardLeadRequest(
    { headers: request.headers, siteSlug: site.config.slug },
    context.store,
    context.settings,
  );
  if (refusal) return json(refusal.status, { success: false, error: refusal.message });
  const text = await readText(request, MAX_BYTES);
  if (text === null) return json(413, { success: false });
  let body: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value))
      return json(400, { success: false });
    body = value as Record<string, unknown>;
  } catch {
    return json(400, { success: false });
  }
  const { lead_id, column_name, value, ...rest } = body;
  if (
    typeof lead_id !== "string" ||
    lead_id.length > 64 ||
    typeof column_name !== "string" ||
    !COLUMN.test(column_name)
  ) {
    return json(400, { success: false, error: "lead_id and column_name are required" });
  }
  const saved = await saveMiscellaneous(await context.database(), site.scope, {
    reference: lead_id,
    column: column_name,
    value: value ?? rest,
  });
  return json(saved ? 200 : 404, { success: saved });
}
