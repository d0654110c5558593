/**
 * Where sign-in sends a shopper afterwards (`redirect`) and where its Back link goes (`back`):
 * only a page of the same site. A path of this site ('/trade-in?car_id=7') is kept; an absolute
 * address is kept as its path only when it names this request's own host; anything else
 * (another site, '//evil.example', a scheme such as javascript:, a path with control
 * characters, the sign-in page itself) goes to the home page.
 */
import { SIGN_IN_PATH, sameSiteOrigin } from "@/domain/site/sign-in-gate";

const HOME = "/";
const BASE = "http://path.invalid";
const CONTROL = /[\p{Cc}\\]/u;
const MAX_LENGTH = 2000;

/** A path of this site, or null: must start with one '/', and stay on this origin once resolved. */
function localPath(target: string): string | null {
  if (!target.startsWith("/") || target.startsWith("//") || CONTROL.test(target)) return null;
  try {
    const url = new URL(target, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

const isSignInPage = (path: string) => path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}?`);

/** `target` as a path of this site (the host is the request's own), else '/'. */
export function returnPath(target: string | null | undefined, host: string | null): string {
  if (!target || target.length > MAX_LENGTH) return HOME;
  const path = localPath(target) ?? localPath(sameSiteOrigin(target, host) ?? "");
  return path && !isSignInPage(path) ? path : HOME;
}
