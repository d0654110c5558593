/**
 * Shopper sign-in in the browser, on a server of its own whose copy of the demo sites gates
 * trade-in on Redgum Pre-Owned and Parkside Nissan. Without JavaScript: the gated page sends the
 * visitor to /sign-in, a wrong number and a wrong code are told so (the summary takes focus),
 * the code texted to DATA_DIR/sms signs them in, they land on the trade-in page and go straight
 * through from then on; the same cookie on Parkside Nissan's host is nobody; 'Sign out
 * everywhere' ends it. With JavaScript, axe finds nothing on each step.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, useBrowser } from "./support/browser";
import { type SiteServer, startSiteServer } from "./support/site-server";

const SITE = "redgum-preowned";
const OTHER = "parkside-nissan";

/** The code of the newest text message sent to `phone` (+61…). */
function codeSentTo(server: SiteServer, phone: string): string {
  const dir = path.join(server.root, "data", "sms");
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((text) => text.startsWith(`To: ${phone}\n`));
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? "")?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe.skipIf(!e2eEnabled())("shopper sign-in", () => {
  const browser = useBrowser();
  let server: SiteServer;

  beforeAll(async () => {
    server = await startSiteServer({
      name: "sign-in",
      sites: (configs) =>
        configs.map((config) =>
          config.slug === SITE || config.slug === OTHER
            ? { ...config, gating: { ...(config.gating as object), tradeIn: true } }
            : config,
        ),
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("signs in without JavaScript on a gated page, on that site's host only", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(server.url(SITE, "/trade-in"));
      expect(page.url()).toBe(server.url(SITE, "/sign-in?type=trade-in&redirect=%2Ftrade-in"));
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Sign in to value your trade-in");

      await page.getByLabel("Mobile Number").fill("0412 3456");
      await page.getByRole("button", { name: "Send code" }).click();
      await page.waitForURL(/error=phone-invalid/);
      expect(await page.getByRole("alert").textContent()).toContain(
        "Please enter an Australian mobile number, like 04 1234 5678.",
      );
      expect(await focusedId(page)).toBe("sign-in-errors");

      await page.getByLabel("Mobile Number").fill("0412 345 678");
      await page.getByRole("button", { name: "Send code" }).click();
      await page.waitForURL(/step=code/);
      expect(await page.getByText("We sent a 6-digit code to").textContent()).toContain(
        "04 1234 5678",
      );
      const code = codeSentTo(server, "+61412345678");

      await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(/error=code-wrong/);
      expect(await page.getByRole("alert").textContent()).toContain(
        "That code is not right. Check the text message and try again. 4 tries left.",
      );
      expect(await focusedId(page)).toBe("sign-in-errors");

      await page.getByLabel("Code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(server.url(SITE, "/trade-in"));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).not.toContain("Sign in");

      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name === "fc_session");
      expect(session).toMatchObject({
        domain: `${SITE}.localhost`,
        path: "/",
        httpOnly: true,
        secure: false,
        sameSite: "Lax",
      });
      expect(cookies.find((c) => c.name === "fc_sign_in")).toBeUndefined();

      // Signed in: the gated page lets them straight through.
      const again = await page.goto(server.url(SITE, "/trade-in"));
      expect(again?.status()).toBe(200);
      expect(page.url()).toBe(server.url(SITE, "/trade-in"));

      // The same cookie on another dealer's host is nobody there.
      await page
        .context()
        .addCookies([
          { name: "fc_session", value: session!.value, domain: `${OTHER}.localhost`, path: "/" },
        ]);
      await page.goto(server.url(OTHER, "/trade-in"));
      expect(page.url()).toBe(server.url(OTHER, "/sign-in?type=trade-in&redirect=%2Ftrade-in"));
      expect(await page.getByText("You are signed in").count()).toBe(0);

      // Sign out everywhere ends the session; the gate sends them to sign-in again.
      await page.goto(server.url(SITE, "/sign-in"));
      expect(await page.getByText("You are signed in with").textContent()).toContain(
        "04 1234 5678",
      );
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.waitForURL(server.url(SITE, "/"));
      await page.goto(server.url(SITE, "/trade-in"));
      expect(page.url()).toBe(server.url(SITE, "/sign-in?type=trade-in&redirect=%2Ftrade-in"));
    } finally {
      await page.context().close();
    }
  });

  it("goes back to where the visitor came from, and axe finds nothing on any step", async () => {
    const page = await newPage(browser());
    try {
      const start =
        "/sign-in?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fsearch%2Fused-cars";
      await page.goto(server.url(SITE, start));
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Sign in to reserve your car",
      );
      expect(await page.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(
        "/search/used-cars",
      );
      const phone = page.getByLabel("Mobile Number");
      expect(await phone.getAttribute("autocomplete")).toBe("tel");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Send code" }).click();
      await page.waitForURL(/error=phone-missing/);
      expect(await focusedId(page)).toBe("sign-in-errors");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel("Mobile Number").fill("+61 412 000 111");
      await page.getByRole("button", { name: "Send code" }).click();
      await page.waitForURL(/step=code/);
      const code = page.getByLabel("Code");
      expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
      expect(await code.getAttribute("inputmode")).toBe("numeric");
      expect(await axeViolations(page)).toEqual([]);

      const back = page.getByRole("link", { name: "Back" });
      expect(await back.getAttribute("href")).toBe("/search/used-cars");
    } finally {
      await page.context().close();
    }
  });
});
