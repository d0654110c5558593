/** One headless Debian chromium per test file, pages opened on a site's own host. */
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_PATH } from "./availability";

export const e2eEnabled = () => inject("e2eEnabled");
export const e2ePort = () => inject("e2ePort");

/** The address of a path on a site's own host: http://{slug}.localhost:{port}{path}. */
export function siteUrl(slug: string, pathname = "/"): string {
  return `http://${slug}.localhost:${e2ePort()}${pathname}`;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Every *.localhost host is this machine, whatever the resolver says.
      "--host-resolver-rules=MAP *.localhost 127.0.0.1",
    ],
  });
}

/**
 * One browser for the describe block this is called in: launched before its tests, closed
 * after them. Call the answer inside a test: `newPage(browser())`.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not launched yet: call browser() inside a test.");
    return browser;
  };
}

/**
 * A page in its own browser context (axe-core needs one, and each test gets clean storage).
 * Closing the page's context closes the page: use `await page.context().close()`.
 */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** axe-core's WCAG 2.x A/AA checks; returns the violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * axe-core runs as a script in the page, and a page without JavaScript runs none (its timers
 * never fire). So axe checks a copy: a page with scripts on, at the same address, given the
 * markup this one holds now (with the server's styles), its <noscript> content as a plain block
 * as a browser without JavaScript shows it, and no scripts, so nothing changes it.
 */
export async function axeWithoutJs(browser: Browser, page: Page): Promise<string[]> {
  const markup = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<noscript\b[^>]*>/gi, "<div>")
    .replace(/<\/noscript>/gi, "</div>");
  const address = page.url().split("#")[0]!;
  const copy = await newPage(browser);
  try {
    await copy.route(
      (url) => url.href === address,
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: markup }),
    );
    await copy.goto(address);
    return await axeViolations(copy);
  } finally {
    await copy.context().close();
  }
}
