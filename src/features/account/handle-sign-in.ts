/**
 * The sign-in forms' route handlers: POST /api/auth/send-code, /api/auth/verify and
 * /api/auth/sign-out. Each takes a plain HTML form (the page works without JavaScript) or JSON.
 * A form is answered with a 303 to the sign-in page carrying the state (the step, the error, the
 * tries left) and the cookies; JSON with the same outcome as a status and a body. Only a page of
 * the same site may post; a refusal (another site, too large, too many codes) is a 4xx with a
 * plain sentence, as a small page for a form.
 */
import { clearCookieHeader, readCookie, setCookieHeader } from "@/domain/account/cookies";
import { returnPath } from "@/domain/account/return-path";
import {
  CROSS_SITE_MESSAGE,
  rateLimitedMessage,
  SIGN_IN_ERROR_FIELD,
  SIGN_IN_MESSAGES,
  type SignInError,
} from "@/domain/account/sign-in-copy";
import { readCode, readMobile } from "@/domain/account/sign-in-form";
import {
  parseSignInState,
  type SignInState,
  signInStateHref,
} from "@/domain/account/sign-in-state";
import { SIGN_IN_PATH } from "@/domain/site/sign-in-gate";
import { readFields } from "@/features/platform";
import { jsonAnswer } from "@/lib/http/answer";
import { logError } from "@/lib/log";
import { type HeaderBag, isSameOrigin, requestHost } from "@/lib/origin";
import { refusalPage } from "./refusal-page";
import { pendingPhone, requestCode, type SignInDeps, signOut, verifyCode } from "./sign-in";

/** A sign-in form is a few short fields. */
const MAX_BODY_BYTES = 4096;

export type SignInRequestContext = {
  deps: SignInDeps;
  trustProxy: boolean;
  /** Whether the request came over https (the cookies are then Secure). */
  secure: boolean;
};

type Outcome =
  | { kind: "moved"; location: string; cookies: string[] }
  | { kind: "invalid"; location: string; error: SignInError; left?: number; cookies?: string[] }
  | { kind: "refused"; status: 403 | 429; message: string; retryAfterSeconds?: number };

function answer(outcome: Outcome, isForm: boolean, back: string): Response {
  if (outcome.kind === "refused") {
    const headers: Record<string, string> = outcome.retryAfterSeconds
      ? { "retry-after": String(outcome.retryAfterSeconds) }
      : {};
    return isForm
      ? refusalPage(outcome.status, outcome.message, back, headers)
      : jsonAnswer(outcome.status, { success: false, error: outcome.message }, headers);
  }
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of outcome.cookies ?? []) headers.append("set-cookie", cookie);
  if (isForm) {
    headers.set("location", outcome.location);
    return new Response(null, { status: 303, headers });
  }
  headers.set("content-type", "application/json");
  const body =
    outcome.kind === "moved"
      ? { success: true, location: outcome.location }
      : {
          success: false,
          error: outcome.error,
          message: SIGN_IN_MESSAGES[outcome.error],
          field: SIGN_IN_ERROR_FIELD[outcome.error] ?? null,
          ...(outcome.left === undefined ? {} : { left: outcome.left }),
        };
  return new Response(JSON.stringify(body), {
    status: outcome.kind === "moved" ? 200 : 400,
    headers,
  });
}

type Read = { record: Record<string, unknown>; isForm: boolean; journey: SignInState };

/** The post's origin and fields, or the answer refusing it. */
async function readPost(request: Request, trustProxy: boolean): Promise<Read | Response> {
  const isForm = /form/i.test(request.headers.get("content-type") ?? "");
  if (!isSameOrigin(request.headers, trustProxy))
    return answer(
      { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE },
      isForm,
      SIGN_IN_PATH,
    );
  const body = await readFields(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const { record } = body.value;
  const text = (key: string) => (typeof record[key] === "string" ? record[key] : undefined);
  const journey = parseSignInState({
    type: text("type"),
    redirect: text("redirect"),
    back: text("back"),
  });
  return { record, isForm: body.value.isForm, journey };
}

const pendingOf = (headers: HeaderBag) => readCookie(headers.get("cookie"), "pending");
const sessionOf = (headers: HeaderBag) => readCookie(headers.get("cookie"), "session");

export async function handleSendCode(
  request: Request,
  context: SignInRequestContext,
): Promise<Response> {
  const read = await readPost(request, context.trustProxy);
  if (read instanceof Response) return read;
  const { record, isForm, journey } = read;
  const phoneStep = signInStateHref(journey);
  const invalid = (error: SignInError): Outcome => ({
    kind: "invalid",
    location: signInStateHref({ ...journey, error }),
    error,
  });
  let phone: string | null;
  if (record.resend === "1") {
    phone = await pendingPhone(context.deps, pendingOf(request.headers));
    if (!phone) return answer(invalid("no-code"), isForm, phoneStep);
  } else {
    const mobile = readMobile(record.phone);
    if (!mobile.ok) return answer(invalid(mobile.error), isForm, phoneStep);
    phone = mobile.value;
  }
  const sent = await requestCode(context.deps, phone);
  if (!sent.ok) {
    if (sent.error === "send-failed") {
      logError("sign-in", `a code for ${context.deps.site.slug} was not sent`, sent.cause);
      return answer(invalid("send-failed"), isForm, phoneStep);
    }
    const message = rateLimitedMessage(sent.retryAfterSeconds);
    return answer(
      { kind: "refused", status: 429, message, retryAfterSeconds: sent.retryAfterSeconds },
      isForm,
      phoneStep,
    );
  }
  return answer(
    {
      kind: "moved",
      location: signInStateHref({ ...journey, step: "code" }),
      cookies: [setCookieHeader("pending", sent.pendingId, context.secure)],
    },
    isForm,
    phoneStep,
  );
}

export async function handleVerify(
  request: Request,
  context: SignInRequestContext,
): Promise<Response> {
  const read = await readPost(request, context.trustProxy);
  if (read instanceof Response) return read;
  const { record, isForm, journey } = read;
  const codeStep = { ...journey, step: "code" as const };
  const invalid = (error: SignInError, left?: number): Outcome => ({
    kind: "invalid",
    location: signInStateHref({ ...codeStep, error, left: left ?? null }),
    error,
    left,
  });
  const code = readCode(record.code);
  if (!code.ok) return answer(invalid(code.error), isForm, signInStateHref(codeStep));
  const checked = await verifyCode(context.deps, pendingOf(request.headers), code.value);
  if (!checked.ok)
    return answer(
      invalid(checked.error, checked.error === "code-wrong" ? checked.left : undefined),
      isForm,
      signInStateHref(codeStep),
    );
  // A session this browser had before is ended: one device, one session.
  await signOut(context.deps, sessionOf(request.headers), false);
  const host = requestHost(request.headers, context.trustProxy);
  return answer(
    {
      kind: "moved",
      location: returnPath(journey.redirect, host),
      cookies: [
        setCookieHeader("session", checked.token, context.secure),
        clearCookieHeader("pending", context.secure),
      ],
    },
    isForm,
    "/",
  );
}

export async function handleSignOut(
  request: Request,
  context: SignInRequestContext,
): Promise<Response> {
  const read = await readPost(request, context.trustProxy);
  if (read instanceof Response) return read;
  const { record, isForm, journey } = read;
  const token = sessionOf(request.headers);
  await signOut(context.deps, token, record.everywhere === "1");
  const host = requestHost(request.headers, context.trustProxy);
  return answer(
    {
      kind: "moved",
      location: returnPath(journey.redirect, host),
      cookies: [clearCookieHeader("session", context.secure)],
    },
    isForm,
    "/",
  );
}
