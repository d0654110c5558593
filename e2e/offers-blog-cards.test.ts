/**
 * The offers page lists offers as blog-style cards: image, the date the offer started written
 * dd/MM/yyyy, a heading clamped to two lines and Read More; axe finds nothing. The expected
 * dates come from the demo data the test server generated.
 */
import { describe, expect, it } from "vitest";
import { generateDemo } from "@/demo/generate";
import { formatDateAu } from "@/domain/format/date";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "southern-cross";
const { promotions } = generateDemo({ now: new Date() });
const hilux = promotions.find((p) => p.title === "HiLux Runout Sale")!;

describe.skipIf(!e2eEnabled())("offers as blog-style cards", () => {
  const browser = useBrowser();

  it("shows image, date dd/MM/yyyy, a two-line heading and Read More", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/special-offers"));
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 2, name: hilux.title }) });
    expect(await card.count()).toBe(1);
    expect(await card.locator("img").count()).toBe(1);
    const date = card.locator("time");
    expect(await date.innerText()).toBe(formatDateAu(hilux.start));
    expect(await date.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [d, m, y] = (await date.innerText()).split("/");
    expect(await date.getAttribute("datetime")).toBe(`${y}-${m}-${d}`);
    const more = card.getByRole("link", { name: `Read More about ${hilux.title}`, exact: true });
    expect(await more.getAttribute("href")).toBe(hilux.link_url);

    // Every card has a date in the same form and Read More.
    const times = await page.locator("main article time").allInnerTexts();
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await page.getByRole("link", { name: /^Read More/ }).count()).toBe(times.length);

    // A long heading stops at two lines.
    const heading = card.getByRole("heading", { level: 2 });
    const lines = await heading.evaluate((el) => {
      el.textContent = "A very long offer heading that goes on and on ".repeat(6);
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    });
    expect(lines).toBeGreaterThan(1.5);
    expect(lines).toBeLessThanOrEqual(2.05);

    await page.reload();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
