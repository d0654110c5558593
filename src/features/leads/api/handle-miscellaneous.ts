/**
 * POST /api/miscellaneous: the browser saves an extra result on a lead, today the
 * trade-in valuation with column_name "valuation". Only when the site turns it on
 * (features.tradeInValuationSave); the answer is a success flag the page only logs.
 */
import type { Database } from "@/data/db";
import { saveMiscellaneous } from "@/data/leads/lead-updates";
import { readJsonObject } from "@/features/platform";
import type { CurrentSite } from "@/features/site/server";
import { jsonAnswer as json, tooManyRequests } from "@/lib/http/answer";
import type { RateLimitStore } from "@/lib/rate-limit";
import { countRefusedPost, type GuardSettings, guardLeadRequest } from "../submit/request-guard";

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
  const sender = { headers: request.headers, siteSlug: site.config.slug };
  const refusal = guardLeadRequest(sender, context.settings);
  if (refusal) return json(refusal.status, { success: false, error: refusal.message });
  // Saving a result is not a lead: it spends only the sender's budget of refused posts when bad.
  const refused = async (status: number, body: Record<string, unknown>) => {
    const limited = await countRefusedPost(sender, context.store, context.settings);
    return limited
      ? tooManyRequests(limited.message, limited.retryAfterSeconds ?? 60)
      : json(status, body);
  };
  const read = await readJsonObject(request, MAX_BYTES);
  if (!read.ok) return refused(read.response.status, { success: false });
  const { lead_id, column_name, value, ...rest } = read.value;
  if (
    typeof lead_id !== "string" ||
    lead_id.length > 64 ||
    typeof column_name !== "string" ||
    !COLUMN.test(column_name)
  ) {
    return refused(400, { success: false, error: "lead_id and column_name are required" });
  }
  const saved = await saveMiscellaneous(await context.database(), site.scope, {
    reference: lead_id,
    column: column_name,
    value: value ?? rest,
  });
  return json(saved ? 200 : 404, { success: saved });
}
