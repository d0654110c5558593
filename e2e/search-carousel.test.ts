/**
 * A site whose results are a carousel (search.layout "carousel", Outback Caravan Co.): at desktop
 * width the strip scrolls sideways inside its own box, by keyboard too, and the page itself never
 * becomes wider than the window.
 */
import { describe, expect, it } from "vitest";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "outback-caravans";

describe.skipIf(!e2eEnabled())("the results carousel", () => {
  const browser = useBrowser();

  it("scrolls within its strip at 1280 px and does not widen the page", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/search/new-used-and-demo-cars"));
    const strip = page.getByRole("region", { name: /^Results carousel/ });
    await strip.waitFor();
    const widths = await strip.evaluate((el) => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      strip: el.scrollWidth,
      stripBox: el.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(widths.strip).toBeGreaterThan(widths.stripBox);
    expect(widths.stripBox).toBeLessThanOrEqual(widths.window);

    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      () => (document.querySelector('[aria-label^="Results carousel"]')?.scrollLeft ?? 0) > 0,
    );
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
