/**
 * Signing a shopper in from a browser test: the sign-in page's plain forms (with or without
 * JavaScript), the code read from the text message the server wrote under DATA_DIR/sms. The
 * shared server's data directory comes from global-setup; a test's own server has its root.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { type HttpReply, request } from "./http";

/** DATA_DIR of the server every browser test shares. */
export const e2eDataDir = () => inject("e2eDataDir");

/** The code of the newest text message sent to `phone` (+61…). */
export function codeSentTo(dataDir: string, phone: string): string {
  const dir = path.join(dataDir, "sms");
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((text) => text.startsWith(`To: ${phone}\n`));
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? "")?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** '0412 345 678' → '+61412345678', as the server keeps and texts it. */
const international = (mobile: string) => `+61${mobile.replace(/\s/g, "").slice(1)}`;

/**
 * Completes the sign-in page the browser is on (any type and redirect), with `mobile` written
 * nationally ('0412 345 678'), and waits for the page sign-in goes on to.
 */
export async function completeSignIn(page: Page, dataDir: string, mobile: string): Promise<void> {
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.waitForURL(/step=code/);
  await page.getByLabel("Code").fill(codeSentTo(dataDir, international(mobile)));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname !== "/sign-in");
}

/** Signs in on the site at `origin` (http://{slug}.localhost:{port}) and lands on its home page. */
export async function signIn(
  page: Page,
  origin: string,
  dataDir: string,
  mobile: string,
): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await completeSignIn(page, dataDir, mobile);
}

/** The session cookie's header, to send with plain HTTP requests as the signed-in shopper. */
export async function sessionCookieHeader(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("fc_session"));
  if (!session) throw new Error("Not signed in");
  return `${session.name}=${session.value}`;
}

/**
 * Signs `mobile` in on a site by plain HTTP (the sign-in forms' posts) and answers the session's
 * Cookie header, for tests that read pages without a browser.
 */
export async function signInByHttp(
  port: number,
  host: string,
  dataDir: string,
  mobile: string,
): Promise<string> {
  const form = (body: Record<string, string>, cookie = "") =>
    ({
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(body).toString(),
    }) as const;
  const cookieOf = (reply: HttpReply) =>
    [reply.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0]!)
      .join("; ");
  const sent = await request(port, host, "/api/auth/send-code", form({ phone: mobile }));
  const code = codeSentTo(dataDir, international(mobile));
  const verified = await request(port, host, "/api/auth/verify", form({ code }, cookieOf(sent)));
  const session = cookieOf(verified);
  if (!session.includes("fc_session=")) throw new Error(`Signing in on ${host} failed`);
  return session;
}
