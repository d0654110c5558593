/**
 * The watchlist's route handlers: POST /api/watchlist/save-car and /api/watchlist/remove-car
 * with `{ phone_number, car_id }` answer `{ success }` (and on a refusal `error`, and for a bad
 * field `fields` with a sentence each); GET /api/watchlist answers the signed-in shopper's
 * number and saved car ids for the page's Save buttons. Only a page of the same site may post,
 * and a body is a few hundred bytes at most.
 */
import { readJsonObject } from "@/features/platform";
import { jsonAnswer } from "@/lib/http/answer";
import { isSameOrigin } from "@/lib/origin";
import { changeWatchlist, type WatchlistDeps, watchlistState } from "./watchlist";

const MAX_BODY_BYTES = 1024;

export type WatchlistRequestContext = { deps: WatchlistDeps; trustProxy: boolean };

export const CROSS_SITE_WATCHLIST = "This request must come from a page of this site.";

export async function handleWatchlistChange(
  request: Request,
  context: WatchlistRequestContext,
  change: "save" | "remove",
): Promise<Response> {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return jsonAnswer(403, { success: false, error: CROSS_SITE_WATCHLIST });
  const body = await readJsonObject(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const outcome = await changeWatchlist(context.deps, change, body.value);
  if (outcome.ok) return jsonAnswer(200, { success: true });
  const { ok: _ok, status, ...rest } = outcome;
  return jsonAnswer(status, { success: false, ...rest });
}

export async function handleWatchlistState(context: WatchlistRequestContext): Promise<Response> {
  return jsonAnswer(200, await watchlistState(context.deps));
}
