import "server-only";
/**
 * Everything the sign-in page shows, from its address and the visitor's cookies: the journey's
 * heading and text, where Back and the page after sign-in go (pages of this site only), which
 * step to show (the number, or the code once one was sent), the message to show, and whether
 * the visitor is signed in already.
 */
import { headers } from "next/headers";
import { returnPath } from "@/domain/account/return-path";
import { SIGN_IN_COPY } from "@/domain/account/sign-in-copy";
import { parseSignInState, type SignInState } from "@/domain/account/sign-in-state";
import { formatPhone } from "@/domain/format/phone";
import { env } from "@/lib/env";
import { requestHost } from "@/lib/origin";
import { currentShopper, pendingSignInPhone } from "./current-shopper.server";

export type SignInView = {
  state: SignInState;
  heading: string;
  text: string;
  backHref: string;
  continueHref: string;
  /** The shopper's number as shown, when signed in already. */
  signedInAs: string | null;
  /** The number the code was sent to, as shown, on the code step. */
  sentTo: string | null;
};

export async function loadSignInPage(
  siteSlug: string,
  query: Record<string, string | string[] | undefined>,
): Promise<SignInView> {
  const parsed = parseSignInState(query);
  const host = requestHost(await headers(), env().TRUST_PROXY);
  const [shopper, pending] = await Promise.all([
    currentShopper(siteSlug),
    parsed.step === "code" ? pendingSignInPhone(siteSlug) : null,
  ]);
  // A code step whose code is gone (expired, used, another browser) starts again at the number.
  const state: SignInState =
    parsed.step === "code" && !pending
      ? { ...parsed, step: "phone", error: parsed.error ?? "no-code", left: null }
      : parsed;
  const copy = SIGN_IN_COPY[state.type ?? "default"];
  return {
    state,
    heading: copy.heading,
    text: copy.text,
    backHref: returnPath(state.back, host),
    continueHref: returnPath(state.redirect, host),
    signedInAs: shopper ? formatPhone(shopper.phone) : null,
    sentTo: pending ? formatPhone(pending) : null,
  };
}
