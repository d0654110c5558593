import "server-only";
/**
 * The nonce of this request's Content-Security-Policy, for an inline script of our own: the
 * front door puts the policy on the request, and a script without its nonce does not run.
 */
import { headers } from "next/headers";

export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
}
