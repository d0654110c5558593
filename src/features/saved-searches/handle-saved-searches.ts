import "server-only";
/**
 * The saved-search forms' route handlers, plain HTML form posts answered with a 303 (so they
 * work without JavaScript): POST /api/saved-searches saves the search address posted (a visitor
 * who is not signed in goes through sign-in first and comes back to confirm), /delete deletes
 * one of the shopper's searches, and /unsubscribe deletes the search its link's token names,
 * without signing in. Only a page of the same site may post; nothing here answers 5xx for bad
 * input.
 */
import { signInHref } from "@/domain/site/sign-in-gate";
import { currentShopper } from "@/features/account/server";
import { readFields } from "@/features/platform";
import type { CurrentSite } from "@/features/site/server";
import { env } from "@/lib/env";
import { isSameOrigin } from "@/lib/origin";
import { savedSearchDeps } from "./saved-search-services.server";
import { deleteSearch, saveSearch, unsubscribe } from "./saved-searches";

const MAX_BODY_BYTES = 8192;

export const SAVED_SEARCHES_PATH = "/saved-searches";
export const CONFIRM_SAVE_PATH = "/saved-searches/new";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

async function readPost(request: Request): Promise<Record<string, unknown> | Response> {
  if (!isSameOrigin(request.headers, env().TRUST_PROXY))
    return plain(403, "Save searches from this site's own pages.");
  const body = await readFields(request, MAX_BODY_BYTES);
  return body.ok ? body.value.record : body.response;
}

const text = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === "string" ? (record[key] as string) : "";

/** Where a visitor who is not signed in confirms saving `address` after sign-in. */
export function confirmSaveHref(address: string): string {
  return `${CONFIRM_SAVE_PATH}?${new URLSearchParams({ address }).toString()}`;
}

export async function handleSaveSearch(request: Request, site: CurrentSite): Promise<Response> {
  const record = await readPost(request);
  if (record instanceof Response) return record;
  const address = text(record, "address").slice(0, 2000);
  const shopper = await currentShopper(site.config.slug);
  if (!shopper) return seeOther(signInHref("saved-search", confirmSaveHref(address), address));
  const saved = await saveSearch(await savedSearchDeps(site), shopper.id, address);
  if (!saved.ok) return seeOther(`${SAVED_SEARCHES_PATH}?status=not-a-search`);
  return seeOther(`${SAVED_SEARCHES_PATH}?status=${saved.created ? "saved" : "already-saved"}`);
}

export async function handleDeleteSearch(request: Request, site: CurrentSite): Promise<Response> {
  const record = await readPost(request);
  if (record instanceof Response) return record;
  const shopper = await currentShopper(site.config.slug);
  if (!shopper) return seeOther(signInHref("my-garage", SAVED_SEARCHES_PATH));
  const { db } = await savedSearchDeps(site);
  const deleted = await deleteSearch(
    db,
    { slug: site.config.slug },
    shopper.id,
    text(record, "id"),
  );
  const back = text(record, "back");
  const target = back.startsWith("/") && !back.startsWith("//") ? back : SAVED_SEARCHES_PATH;
  const join = target.includes("?") ? "&" : "?";
  return seeOther(`${target}${join}status=${deleted ? "deleted" : "not-found"}`);
}

export async function handleUnsubscribe(request: Request, site: CurrentSite): Promise<Response> {
  const record = await readPost(request);
  if (record instanceof Response) return record;
  const { db } = await savedSearchDeps(site);
  const done = await unsubscribe(db, { slug: site.config.slug }, text(record, "token"));
  return seeOther(`${SAVED_SEARCHES_PATH}/unsubscribe?status=${done ? "done" : "unknown"}`);
}
