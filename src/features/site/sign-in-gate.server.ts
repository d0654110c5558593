import "server-only";
/**
 * The sign-in gate of a page: a page of a journey the site gates (and every my-garage page) sends
 * a visitor who is not signed in to /sign-in, remembering the page and where they came from.
 * A shopper signed in on the site the request's host names goes straight through; a session of
 * another site counts for nothing here.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { SiteConfig } from "@/config/site-config.schema";
import {
  type GatedJourney,
  garageGate,
  sameSiteOrigin,
  signInGate,
  type Visitor,
} from "@/domain/site/sign-in-gate";
import { currentShopper } from "@/features/account/server";
import { env } from "@/lib/env";
import { requestHost } from "@/lib/origin";
import { resolveRequestSite } from "./host-site";

/** Signed in when the session cookie names a live session of the host's own site. */
async function visitor(): Promise<Visitor> {
  const site = resolveRequestSite(await headers());
  return { signedIn: site.ok && (await currentShopper(site.slug)) !== null };
}

/** The page of this site the visitor came from, when the browser says so. */
async function origin(): Promise<string | null> {
  const list = await headers();
  return sameSiteOrigin(list.get("referer"), requestHost(list, env().TRUST_PROXY));
}

/** Redirects to sign-in when the site gates this journey; `target` is the page's own address. */
export async function requireSignIn(
  config: SiteConfig,
  journey: GatedJourney,
  target: string,
): Promise<void> {
  // Only a gated page reads the request's headers, so open pages stay static where they are.
  if (!config.gating[journey]) return;
  const href = signInGate(config.gating, journey, target, await visitor(), await origin());
  if (href) redirect(href);
}

/** Redirects every visitor who is not signed in from a my-garage page to sign-in. */
export async function requireGarageSignIn(target: string): Promise<void> {
  const href = garageGate(target, await visitor(), await origin());
  if (href) redirect(href);
}
