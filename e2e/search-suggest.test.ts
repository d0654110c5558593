/**
 * The search boxes suggest as a shopper types: on its first focus the home page's box loads
 * the suggestions' code (not part of the page's first load) and becomes a combobox; 'hilx'
 * offers the Hilux with its count, Down and Up move the active option, Escape closes the list
 * and a second Escape clears the box, Enter opens the option's refined address, and a live
 * region says how many suggestions there are; axe finds nothing with the list open. The search
 * page's box does the same by mouse. Without JavaScript the box is a plain form.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "southern-cross";
const HOME_BOX = "Search make, model or keyword";

/** Every script address the page requests, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe.skipIf(!e2eEnabled())("search suggestions", () => {
  const browser = useBrowser();

  it("the home page's box loads its combobox on focus and suggests Hilux for 'hilx'", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto(siteUrl(SITE, "/"), { waitUntil: "networkidle" });
    const before = new Set(scripts);
    const box = page.getByRole("searchbox", { name: HOME_BOX });
    expect(await box.getAttribute("role")).toBeNull();
    expect(await box.getAttribute("aria-expanded")).toBeNull();

    // The first focus loads the suggestions' code: scripts the page had not asked for.
    await box.click();
    const combobox = page.getByRole("combobox", { name: HOME_BOX });
    await combobox.waitFor();
    await page.waitForLoadState("networkidle");
    const added = scripts.filter((src) => !before.has(src));
    expect(added.length).toBeGreaterThan(0);
    expect(await combobox.getAttribute("aria-autocomplete")).toBe("list");
    expect(await combobox.getAttribute("aria-expanded")).toBe("false");
    const listId = await combobox.getAttribute("aria-controls");
    expect(listId).toBeTruthy();

    await combobox.pressSequentially("hilx", { delay: 60 });
    const list = page.locator(`[id="${listId}"]`);
    await expect.poll(() => combobox.getAttribute("aria-expanded")).toBe("true");
    await list.waitFor({ state: "visible" });
    expect(await list.getAttribute("role")).toBe("listbox");
    const options = list.getByRole("option");
    const first = options.first();
    expect(await first.innerText()).toMatch(/Hilux[\s\S]*Model[\s\S]*\d+ cars?/);
    const count = await options.count();
    const status = page.locator(`[id="${listId}"] ~ [role="status"]`);
    await expect
      .poll(() => status.innerText())
      .toBe(count === 1 ? "1 suggestion" : `${count} suggestions`);
    expect(await combobox.getAttribute("aria-activedescendant")).toBeNull();

    // Down moves the active option; the box keeps the focus.
    await combobox.press("ArrowDown");
    const firstId = await first.getAttribute("id");
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await first.getAttribute("aria-selected")).toBe("true");
    await combobox.press("ArrowUp");
    const lastId = await options.last().getAttribute("id");
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(lastId);
    if (count > 1) expect(await first.getAttribute("aria-selected")).toBe("false");
    await combobox.press("ArrowDown");
    expect(await combobox.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("hero-query");
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the list; a second Escape clears the box.
    await combobox.press("Escape");
    expect(await combobox.getAttribute("aria-expanded")).toBe("false");
    expect(await combobox.getAttribute("aria-activedescendant")).toBeNull();
    expect(await list.isVisible()).toBe(false);
    expect(await combobox.inputValue()).toBe("hilx");
    await combobox.press("Escape");
    expect(await combobox.inputValue()).toBe("");

    // Enter on the active option opens its refined search.
    await combobox.pressSequentially("hilx", { delay: 60 });
    await expect.poll(() => combobox.getAttribute("aria-expanded")).toBe("true");
    await combobox.press("ArrowDown");
    expect(await first.innerText()).toContain("Hilux");
    await combobox.press("Enter");
    await page.waitForURL((url) => /hilux/i.test(url.pathname + url.search));
    const landed = new URL(page.url());
    expect(landed.searchParams.get("query") ?? "").toBe("");
    expect(landed.pathname).toMatch(/toyota/i);
    await expect
      .poll(async () => (await page.getByRole("heading", { level: 1 }).innerText()).toLowerCase())
      .toContain("hilux");
    await page.context().close();
  });

  it("the search page's box suggests too, and a click opens the option", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars"), { waitUntil: "networkidle" });
    const box = page.getByRole("searchbox", { name: "Search stock" });
    await box.click();
    const combobox = page.getByRole("combobox", { name: "Search stock" });
    await combobox.waitFor();
    await combobox.pressSequentially("hilx", { delay: 60 });
    const option = page.getByRole("option", { name: /^Hilux Model \d+ cars?$/ });
    await option.waitFor();
    await option.click();
    await page.waitForURL((url) => /hilux/i.test(url.pathname + url.search));
    await expect
      .poll(async () => (await page.getByRole("heading", { level: 1 }).innerText()).toLowerCase())
      .toContain("hilux");
    expect(await combobox.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("without JavaScript the home page's box submits as a plain form", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl(SITE, "/"));
    const box = page.getByRole("searchbox", { name: HOME_BOX });
    expect(await box.getAttribute("role")).toBeNull();
    await box.fill("hilux");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/search"));
    expect(page.url().toLowerCase()).toContain("hilux");
    expect((await page.getByRole("heading", { level: 1 }).innerText()).toLowerCase()).toContain(
      "hilux",
    );
    await page.context().close();
  });
});
