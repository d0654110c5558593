/**
 * My Garage's account forms, plain posts from a page of the same site that answer with a 303 back
 * to the garage, so they work without JavaScript.
 *
 * POST /api/account/delete, the last step of 'Delete my account and data' on My Garage: a plain
 * form from a page of the same site, confirmed (`confirm=yes`), deletes the signed-in shopper of
 * this site with their sessions, watchlist and saved searches, clears the session cookie and
 * goes back to the my-garage page, which then says the account is deleted. Leads stay with the
 * dealer. Without the confirmation it goes back to the confirmation step.
 */
import type { Database } from "@/data/db";
import { deleteShopper } from "@/data/repositories/watchlist";
import { clearCookieHeader } from "@/domain/account/cookies";
import type { Shopper } from "@/domain/account/shopper";
import { isGaragePath } from "@/domain/site/sign-in-gate";
import { readFields } from "@/features/platform";
import { isSameOrigin } from "@/lib/origin";
import { refusalPage } from "./refusal-page";
import { changeWatchlist, type WatchlistDeps } from "./watchlist";

const MAX_BODY_BYTES = 1024;
const DEFAULT_GARAGE = "/my-garage";
const CROSS_SITE = "This form must be sent from a page of this site.";

export type AccountRequestContext = {
  db: Database;
  site: { slug: string; garagePaths: readonly string[] };
  shopper: Shopper | null;
  trustProxy: boolean;
  secure: boolean;
  /** The same request as the watchlist sees it (its site scope and clock). */
  watchlist: WatchlistDeps;
};

function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

type GarageForm = { record: Record<string, unknown>; garage: string };

/** The form's fields and the garage page to go back to (a my-garage path of this site only). */
async function readGarageForm(
  request: Request,
  context: AccountRequestContext,
): Promise<{ ok: true; value: GarageForm } | { ok: false; response: Response }> {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return { ok: false, response: refusalPage(403, CROSS_SITE, DEFAULT_GARAGE, {}) };
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  const { record } = body.value;
  const garage =
    typeof record.garage === "string" &&
    isGaragePath({ garagePaths: context.site.garagePaths }, record.garage)
      ? record.garage
      : DEFAULT_GARAGE;
  return { ok: true, value: { record, garage } };
}

/**
 * POST /api/account/remove-car: a saved car's Remove button (`car_id`, `garage`) takes it off the
 * signed-in shopper's watchlist and goes back with `removed=1`, which the garage announces. A car
 * that is not theirs or not this site's changes nothing; nobody signed in goes back to sign in.
 */
export async function handleRemoveSavedCar(
  request: Request,
  context: AccountRequestContext,
): Promise<Response> {
  const form = await readGarageForm(request, context);
  if (!form.ok) return form.response;
  const { record, garage } = form.value;
  if (!context.shopper) return seeOther(garage);
  const outcome = await changeWatchlist(context.watchlist, "remove", {
    phone_number: context.shopper.phone,
    car_id: record.car_id,
  });
  return seeOther(outcome.ok ? `${garage}?removed=1#garage-saved` : garage);
}

export async function handleDeleteAccount(
  request: Request,
  context: AccountRequestContext,
): Promise<Response> {
  const form = await readGarageForm(request, context);
  if (!form.ok) return form.response;
  const { record, garage } = form.value;
  if (record.confirm !== "yes") return seeOther(`${garage}?delete=confirm#delete`);
  if (!context.shopper) return seeOther(garage);
  await deleteShopper(context.db, context.site, context.shopper.id);
  return seeOther(`${garage}?deleted=1`, [clearCookieHeader("session", context.secure)]);
}
