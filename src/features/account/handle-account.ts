/**
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

const MAX_BODY_BYTES = 1024;
const DEFAULT_GARAGE = "/my-garage";
const CROSS_SITE = "This form must be sent from a page of this site.";

export type AccountRequestContext = {
  db: Database;
  site: { slug: string; garagePaths: readonly string[] };
  shopper: Shopper | null;
  trustProxy: boolean;
  secure: boolean;
};

function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export async function handleDeleteAccount(
  request: Request,
  context: AccountRequestContext,
): Promise<Response> {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return refusalPage(403, CROSS_SITE, DEFAULT_GARAGE, {});
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { record } = body.value;
  const garage =
    typeof record.garage === "string" &&
    isGaragePath({ garagePaths: context.site.garagePaths }, record.garage)
      ? record.garage
      : DEFAULT_GARAGE;
  if (record.confirm !== "yes") return seeOther(`${garage}?delete=confirm#delete`);
  if (!context.shopper) return seeOther(garage);
  await deleteShopper(context.db, context.site, context.shopper.id);
  return seeOther(`${garage}?deleted=1`, [clearCookieHeader("session", context.secure)]);
}
