/**
 * The sign-in page's state in its address, both ways: the journey's `type`, `redirect` and
 * `back` as the gate sent them, the step ('code' once a code was sent), and the error to show
 * with the tries left. Unknown or malformed values read as absent, so any address shows a page.
 */
import { SIGN_IN_PATH, SIGN_IN_TYPES, type SignInType } from "@/domain/site/sign-in-gate";
import { MAX_CODE_ATTEMPTS } from "./one-time-code";
import { SIGN_IN_MESSAGES, type SignInError } from "./sign-in-copy";

export type SignInState = {
  type: SignInType | null;
  redirect: string | null;
  back: string | null;
  step: "phone" | "code";
  error: SignInError | null;
  /** Tries left, shown with a wrong code. */
  left: number | null;
};

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 2000) : null;
};

const isType = (value: string | null): value is SignInType =>
  (SIGN_IN_TYPES as readonly string[]).includes(value ?? "");
const isError = (value: string | null): value is SignInError =>
  value !== null && Object.hasOwn(SIGN_IN_MESSAGES, value);

export function parseSignInState(query: Query): SignInState {
  const type = one(query.type);
  const error = one(query.error);
  const left = Number(one(query.left) ?? Number.NaN);
  return {
    type: isType(type) ? type : null,
    redirect: one(query.redirect),
    back: one(query.back),
    step: one(query.step) === "code" ? "code" : "phone",
    error: isError(error) ? error : null,
    left: Number.isInteger(left) && left >= 0 && left < MAX_CODE_ATTEMPTS ? left : null,
  };
}

/** The sign-in page's address for a state; absent values are left out. */
export function signInStateHref(state: Partial<SignInState>): string {
  const query = new URLSearchParams();
  if (state.type) query.set("type", state.type);
  if (state.redirect) query.set("redirect", state.redirect);
  if (state.back) query.set("back", state.back);
  if (state.step === "code") query.set("step", "code");
  if (state.error) query.set("error", state.error);
  if (state.left !== null && state.left !== undefined) query.set("left", String(state.left));
  const text = query.toString();
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH;
}
