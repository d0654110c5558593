import "server-only";
/**
 * The sign-in gate of a page: a page of a journey the site gates (and every my-garage page) sends
 * a visitor who is not signed in to /sign-in, remembering the page and where they came from.
 * Shoppers cannot sign in yet, so every visitor is anonymous and a gated page always redirects;
 * the session check belongs in `visitor()` once they can.
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
import { env } from "@/lib/env";
import { requestHost } from "@/lib/origin";

function visitor(): Visitor {
  return { signedIn: false };
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
  const href = signInGate(config.gating, journey, target, visitor(), await origin());
  if (href) redirect(href);
}

/** Redirects every visitor who is not signed in from a my-garage page to sign-in. */
export async function requireGarageSignIn(target: string): Promise<void> {
  const href = garageGate(target, visitor(), await origin());
  if (href) redirect(href);
}
