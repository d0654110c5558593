/**
 * The console's route handlers: asking for a sign-in link, signing in with it, signing out,
 * sending a lead again, moving its follow-up on, and the CSV export. Every post must come from a
 * page of the same host (Origin, else Referer), so another site cannot make a signed-in member's
 * browser act; forms are answered with a 303 back to a console page. Nothing is cached.
 */
import { z } from "zod";
import { clearCookieHeader, readCookie, setCookieHeader } from "@/domain/account/cookies";
import { readFollowUpForm } from "@/domain/console/follow-up";
import { readFields } from "@/features/platform";
import { logError } from "@/lib/log";
import { isSameOrigin } from "@/lib/origin";
import { CROSS_SITE_TEXT, rateLimitedText } from "./console-copy";
import { inboxCsv, moveFollowUp, retryDelivery } from "./console-leads";
import type { ConsoleContext } from "./console-services.server";
import { requestLink, sessionStaff, signInWithLink, signOutStaff } from "./staff-sign-in";

const MAX_BODY_BYTES = 8192;
const NO_STORE = "private, no-store";

export function moved(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": NO_STORE });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page for a post refused outright (another site's page, too many links). */
export function refusal(
  status: 403 | 429,
  title: string,
  message: string,
  back: string,
  extra: Record<string, string> = {},
) {
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back</a></p></main>
</body></html>
`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": NO_STORE, ...extra },
  });
}

/** The post's fields, or the answer refusing it. */
export async function readPost(
  request: Request,
  context: ConsoleContext,
  back: string,
): Promise<Record<string, unknown> | Response> {
  if (!isSameOrigin(request.headers, context.trustProxy))
    return refusal(403, "Request refused", CROSS_SITE_TEXT, back);
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  return body.value.record;
}

const staffToken = (request: Request) => readCookie(request.headers.get("cookie"), "staff");

const emailField = z.string().trim().max(254).pipe(z.email());

export async function handleSendLink(request: Request, context: ConsoleContext) {
  const record = await readPost(request, context, "/admin/sign-in");
  if (record instanceof Response) return record;
  const email = emailField.safeParse(record.email);
  if (!email.success) return moved("/admin/sign-in?error=email-invalid");
  const sent = await requestLink(context.staffDeps, email.data);
  if (!sent.ok && sent.error === "rate-limited")
    return refusal(
      429,
      "Too many sign-in links",
      rateLimitedText(sent.retryAfterSeconds),
      "/admin/sign-in",
      {
        "retry-after": String(sent.retryAfterSeconds),
      },
    );
  // A failed send answers like a sent one: the page never tells whether the email is staff.
  if (!sent.ok)
    logError(
      "console",
      `a sign-in link for ${context.staffDeps.site.slug} was not sent`,
      sent.cause,
    );
  return moved("/admin/sign-in?notice=sent");
}

export async function handleLinkSignIn(request: Request, context: ConsoleContext) {
  const record = await readPost(request, context, "/admin/sign-in");
  if (record instanceof Response) return record;
  const token = typeof record.token === "string" ? record.token : null;
  const result = await signInWithLink(context.staffDeps, token);
  if (!result.ok) return moved(`/admin/sign-in?error=${result.error}`);
  return moved("/admin/leads", [setCookieHeader("staff", result.token, context.secure)]);
}

export async function handleStaffSignOut(request: Request, context: ConsoleContext) {
  const record = await readPost(request, context, "/admin");
  if (record instanceof Response) return record;
  await signOutStaff(context.staffDeps, staffToken(request));
  return moved("/admin/sign-in?notice=signed-out", [clearCookieHeader("staff", context.secure)]);
}

export const notFound = () =>
  new Response("Not found", { status: 404, headers: { "cache-control": NO_STORE } });

/** The member behind the request's staff cookie, or the answer sending them to sign in. */
export async function memberOf(request: Request, context: ConsoleContext) {
  const member = await sessionStaff(context.staffDeps, staffToken(request));
  return member ?? moved("/admin/sign-in");
}

export async function handleRetry(request: Request, context: ConsoleContext, id: string) {
  const back = `/admin/leads/${encodeURIComponent(id)}`;
  const record = await readPost(request, context, back);
  if (record instanceof Response) return record;
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  const done = await retryDelivery(context.consoleDeps, member, id);
  return done ? moved(`${back}?done=retried`) : notFound();
}

export async function handleFollowUp(request: Request, context: ConsoleContext, id: string) {
  const back = `/admin/leads/${encodeURIComponent(id)}`;
  const record = await readPost(request, context, back);
  if (record instanceof Response) return record;
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  const change = readFollowUpForm(record);
  if (!change) return moved(`${back}?error=state`);
  const done = await moveFollowUp(context.consoleDeps, member, id, change);
  return done ? moved(`${back}?done=follow-up`) : notFound();
}

export async function handleCsv(request: Request, context: ConsoleContext) {
  const member = await memberOf(request, context);
  if (member instanceof Response) return member;
  const query = new URL(request.url).searchParams;
  const csv = await inboxCsv(context.consoleDeps, member, query);
  if (csv === null) return notFound();
  const day = context.consoleDeps.now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${context.consoleDeps.site.slug}-${day}.csv"`,
      "cache-control": NO_STORE,
      "x-robots-tag": "noindex",
    },
  });
}
