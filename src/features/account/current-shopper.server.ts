import "server-only";
/**
 * What a page knows of the visitor's sign-in, read once per request from the cookies: the
 * shopper signed in on this site (null without a cookie, with an ended or expired session, or
 * with a session of another site: a cookie copied from another dealer's host is nobody here),
 * and the number a code was just sent to.
 */
import { headers } from "next/headers";
import { cache } from "react";
import { getDatabase } from "@/data/db.server";
import { readCookie } from "@/domain/account/cookies";
import type { Shopper } from "@/domain/account/shopper";
import { pendingPhone, type SessionDeps, sessionShopper } from "./sign-in";

async function read(siteSlug: string, cookie: "session" | "pending") {
  const value = readCookie((await headers()).get("cookie"), cookie);
  const deps: SessionDeps | null = value
    ? { db: await getDatabase(), site: { slug: siteSlug }, now: new Date() }
    : null;
  return { value, deps };
}

export const currentShopper = cache(async (siteSlug: string): Promise<Shopper | null> => {
  const { value, deps } = await read(siteSlug, "session");
  return deps ? sessionShopper(deps, value) : null;
});

/** The number (+61…) of the sign-in under way in this browser, while its code is stored. */
export async function pendingSignInPhone(siteSlug: string): Promise<string | null> {
  const { value, deps } = await read(siteSlug, "pending");
  return deps ? pendingPhone(deps, value) : null;
}
