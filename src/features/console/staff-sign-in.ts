/**
 * Staff sign-in by emailed link, for one site. Asking for a link answers the same whether or not
 * the email belongs to the site's staff, so the page never tells who works there; only staff are
 * sent a link. The link's token is stored as its SHA-256, works once and for 15 minutes; using it
 * starts a staff session (its own table and cookie, apart from shoppers'). Who the member is and
 * what they may do is read from the site's configuration each time, so removing someone from
 * it ends their access at once. Dependencies come in, so tests run it whole.
 */
import { recordAudit } from "@/data/console/audit";
import {
  endStaffSession,
  findSignInLink,
  findStaffSession,
  spendSignInLink,
  startStaffSession,
  storeSignInLink,
} from "@/data/console/staff-auth";
import type { Database } from "@/data/db";
import { STAFF_SESSION_TTL_MS } from "@/domain/account/cookies";
import { LINK_TTL_MS, linkExpiry, linkState } from "@/domain/console/sign-in-link";
import { findStaff, normaliseEmail, type StaffMember } from "@/domain/console/staff";
import type { RateCheck } from "@/lib/rate-limit";
import { hashToken, newToken } from "@/lib/session-token";

export type StaffSessionDeps = {
  db: Database;
  site: { slug: string; name: string; staff: readonly StaffMember[] };
  now: Date;
};

export type LinkMail = { to: string; subject: string; text: string };

export type StaffSignInDeps = StaffSessionDeps & {
  /** The address the link opens, for a token. */
  linkUrl(token: string): string;
  sendMail(mail: LinkMail): Promise<void>;
  /** Counts one link asked for `email` against the limits of the email and the sender. */
  admitLink(email: string): Promise<RateCheck>;
};

export type LinkRequest =
  | { ok: true }
  | { ok: false; error: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; error: "send-failed"; cause: unknown };

export function linkMail(siteName: string, url: string): Omit<LinkMail, "to"> {
  return {
    subject: `Sign in to the ${siteName} console`,
    text: [
      `Open this link to sign in to the ${siteName} dealer console:`,
      "",
      url,
      "",
      `It works once, within ${LINK_TTL_MS / 60_000} minutes.`,
      "If you did not ask to sign in, you can ignore this email.",
      "",
    ].join("\n"),
  };
}

/** Sends a sign-in link when `email` is staff of the site; the answer is the same either way. */
export async function requestLink(deps: StaffSignInDeps, email: string): Promise<LinkRequest> {
  const admitted = await deps.admitLink(normaliseEmail(email));
  if (!admitted.ok)
    return { ok: false, error: "rate-limited", retryAfterSeconds: admitted.retryAfterSeconds };
  const member = findStaff(deps.site.staff, email);
  if (!member) return { ok: true };
  const token = newToken();
  await storeSignInLink(
    deps.db,
    deps.site,
    {
      email: normaliseEmail(member.email),
      tokenHash: hashToken(token),
      expiresAt: linkExpiry(deps.now),
    },
    deps.now,
  );
  try {
    await deps.sendMail({ to: member.email, ...linkMail(deps.site.name, deps.linkUrl(token)) });
  } catch (cause) {
    return { ok: false, error: "send-failed", cause };
  }
  return { ok: true };
}

export type LinkCheck =
  | { ok: true; member: StaffMember; token: string }
  | { ok: false; error: "link-invalid" | "link-expired" | "link-used" };

/** Whether a link's token can still sign in, without using it (the page that opens it). */
export async function checkLink(
  deps: StaffSessionDeps,
  token: string | null,
): Promise<"live" | "link-invalid" | "link-expired" | "link-used"> {
  if (!token) return "link-invalid";
  const found = await findSignInLink(deps.db, deps.site, hashToken(token));
  if (!found) return "link-invalid";
  const state = linkState(found, deps.now);
  return state === "live" ? "live" : state === "used" ? "link-used" : "link-expired";
}

/** Uses the link up and starts a staff session; the answer carries the session's token. */
export async function signInWithLink(
  deps: StaffSessionDeps,
  token: string | null,
): Promise<LinkCheck> {
  if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, error: "link-invalid" };
  const email = await spendSignInLink(deps.db, deps.site, hashToken(token), deps.now);
  const member = email ? findStaff(deps.site.staff, email) : null;
  if (!member) {
    const state = await checkLink(deps, token);
    return { ok: false, error: state === "live" ? "link-invalid" : state };
  }
  const sessionToken = newToken();
  const memberEmail = normaliseEmail(member.email);
  await startStaffSession(deps.db, deps.site, {
    email: memberEmail,
    tokenHash: hashToken(sessionToken),
    expiresAt: new Date(deps.now.getTime() + STAFF_SESSION_TTL_MS),
    now: deps.now,
  });
  await recordAudit(deps.db, deps.site, { email: memberEmail, action: "sign-in", at: deps.now });
  return { ok: true, member, token: sessionToken };
}

/** The member a staff session token belongs to on this site, as the site's config lists them now. */
export async function sessionStaff(
  deps: StaffSessionDeps,
  token: string | null,
): Promise<StaffMember | null> {
  if (!token) return null;
  const email = await findStaffSession(deps.db, deps.site, hashToken(token), deps.now);
  return email ? findStaff(deps.site.staff, email) : null;
}

export async function signOutStaff(deps: StaffSessionDeps, token: string | null): Promise<void> {
  if (!token) return;
  const member = await sessionStaff(deps, token);
  await endStaffSession(deps.db, deps.site, hashToken(token));
  if (member)
    await recordAudit(deps.db, deps.site, {
      email: normaliseEmail(member.email),
      action: "sign-out",
      at: deps.now,
    });
}
