/**
 * Whether the browser tests can run here. Under CI=true a missing browser is a failure;
 * elsewhere the tests are skipped with a loud notice, never silently.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function requireChromium(): boolean {
  if (chromiumAvailable()) return true;
  if (process.env.CI === "true" || process.env.CI === "1") {
    throw new Error(
      `CI=true but no chromium at ${CHROMIUM_PATH}: install Debian's chromium (bash .ci/run does).`,
    );
  }
  console.warn(
    `\n${"!".repeat(78)}\n!! BROWSER TESTS SKIPPED: no chromium at ${CHROMIUM_PATH}.\n!! Install it with: apt-get install -y chromium\n${"!".repeat(78)}\n`,
  );
  return false;
}
