/**
 * The key this process signs and hashes short-lived secrets with (sign-in codes, form drafts):
 * `SIGN_IN_SECRET` when set, which every node of a deployment must share; else a random key per
 * process, so that what was signed before a restart, or on another node, no longer reads.
 */
import { randomBytes } from "node:crypto";
import { env } from "./env";
import { processShared } from "./process-shared";

export function processSecret(): string {
  return processShared("process-secret", () => {
    const { SIGN_IN_SECRET, NODE_ENV } = env();
    if (!SIGN_IN_SECRET && NODE_ENV === "production")
      console.warn(
        "[secrets] SIGN_IN_SECRET is unset: sign-in codes and form drafts work on this node only",
      );
    return SIGN_IN_SECRET ?? randomBytes(32).toString("hex");
  });
}
