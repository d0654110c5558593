/**
 * The sign-in service: sending a one-time code to a mobile number, checking the code the shopper
 * types, and the session that follows, all for one site. Dependencies come in (database, clock,
 * text sender, rate limits, the code key), so tests run it whole; expected failures come back as
 * values, and the request handlers turn them into answers.
 */

import type { Database } from "@/data/db";
import {
  claimCodeTry,
  consumeSignInCode,
  endAllSessions,
  endSession,
  findSessionShopper,
  findSignInCode,
  startSession,
  storeSignInCode,
} from "@/data/repositories/accounts";
import { SESSION_TTL_MS } from "@/domain/account/cookies";
import { CODE_TTL_MS, codeExpiry, codeState, triesLeft } from "@/domain/account/one-time-code";
import type { Shopper } from "@/domain/account/shopper";
import { codeMessage } from "@/domain/account/sign-in-copy";
import type { RateCheck } from "@/lib/rate-limit";
import type { SmsMessage } from "@/lib/sms";
import { codeMatches, hashCode, hashToken, isCodeId, newCode, newId, newToken } from "./secrets";

/** What reading a session or a pending sign-in needs: the database, the site, the time. */
export type SessionDeps = { db: Database; site: { slug: string }; now: Date };

export type SignInDeps = SessionDeps & {
  site: { slug: string; name: string };
  /** The HMAC key of the codes. */
  secret: string;
  sendSms(message: SmsMessage): Promise<void>;
  /** Counts one code sent to `phone` against the limits of the number and the sender. */
  admitCode(phone: string): Promise<RateCheck>;
};

export type CodeRequest =
  | { ok: true; pendingId: string }
  | { ok: false; error: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; error: "send-failed"; cause: unknown };

/** Sends a new code to `phone` (+61…); the answer names the pending sign-in it belongs to. */
export async function requestCode(deps: SignInDeps, phone: string): Promise<CodeRequest> {
  const admitted = await deps.admitCode(phone);
  if (!admitted.ok)
    return { ok: false, error: "rate-limited", retryAfterSeconds: admitted.retryAfterSeconds };
  const id = newId();
  const code = newCode();
  await storeSignInCode(
    deps.db,
    deps.site,
    { id, phone, codeHash: hashCode(deps.secret, id, code), expiresAt: codeExpiry(deps.now) },
    deps.now,
  );
  try {
    const text = codeMessage(deps.site.name, code, CODE_TTL_MS / 60_000);
    await deps.sendSms({ to: phone, text });
  } catch (cause) {
    return { ok: false, error: "send-failed", cause };
  }
  return { ok: true, pendingId: id };
}

/** The number a pending sign-in was sent to, while its code can still be asked for again. */
export async function pendingPhone(deps: SessionDeps, pendingId: string | null) {
  if (!isCodeId(pendingId)) return null;
  return (await findSignInCode(deps.db, deps.site, pendingId))?.phone ?? null;
}

export type CodeCheck =
  | { ok: true; shopper: Shopper; token: string }
  | { ok: false; error: "no-code" | "code-expired" | "too-many-attempts" }
  | { ok: false; error: "code-wrong"; left: number };

/** Checks `code` against the pending sign-in; when right, signs the number in on this site. */
export async function verifyCode(
  deps: Pick<SignInDeps, "db" | "site" | "now" | "secret">,
  pendingId: string | null,
  code: string,
): Promise<CodeCheck> {
  if (!isCodeId(pendingId)) return { ok: false, error: "no-code" };
  const { db, site, now } = deps;
  const claimed = await claimCodeTry(db, site, pendingId, now);
  if (!claimed) {
    const found = await findSignInCode(db, site, pendingId);
    const state = found ? codeState(found, now) : null;
    if (state === "expired") return { ok: false, error: "code-expired" };
    if (state === "spent") return { ok: false, error: "too-many-attempts" };
    return { ok: false, error: "no-code" };
  }
  if (!codeMatches(deps.secret, pendingId, code, claimed.codeHash)) {
    const left = triesLeft(claimed.attempts);
    return left === 0
      ? { ok: false, error: "too-many-attempts" }
      : { ok: false, error: "code-wrong", left };
  }
  if (!(await consumeSignInCode(db, site, pendingId))) return { ok: false, error: "no-code" };
  const token = newToken();
  const shopper = await startSession(db, site, {
    phone: claimed.phone,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    now,
  });
  return { ok: true, shopper, token };
}

/** The shopper a session token belongs to on this site; null for no session or another site's. */
export async function sessionShopper(
  deps: SessionDeps,
  token: string | null,
): Promise<Shopper | null> {
  if (!token) return null;
  return findSessionShopper(deps.db, deps.site, hashToken(token), deps.now);
}

/** Ends this device's session, or with `everywhere` every session of its shopper on this site. */
export async function signOut(
  deps: SessionDeps,
  token: string | null,
  everywhere: boolean,
): Promise<void> {
  if (!token) return;
  const shopper = everywhere ? await sessionShopper(deps, token) : null;
  if (shopper) await endAllSessions(deps.db, deps.site, shopper.id);
  else await endSession(deps.db, deps.site, hashToken(token));
}
