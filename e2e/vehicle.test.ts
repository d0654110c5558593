/**
 * The vehicle page in a browser(), as a shopper uses it: gallery keys and thumbnails, full screen,
 * the 360 spin by drag, the share toast, the phone reveal and its record, Compare on a similar
 * car and the Compare (N) tray, and axe. Cars are
 * picked from the demo data the test server generated (deterministic for a day).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import { axeViolations, e2eEnabled, siteUrl, useBrowser } from "./support/browser";
import { whenHydrated } from "./support/hydration";

const { cars } = generateDemo({ now: new Date() });
const siteOf = (car: Car) =>
  DEMO_SITES.find((s) => s.dealerships.some((d) => d.slug === car.dealership_slug))!.slug;
const listed = (car: Car) => car.show_on_dealer_website;
const pick = (what: string, test: (car: Car) => boolean) => {
  const car = cars.find((c) => listed(c) && test(c));
  if (!car) throw new Error(`The demo data has no ${what}`);
  return { car, site: siteOf(car), url: siteUrl(siteOf(car), `/cars/${car.slug}`) };
};

const manyPhotos = pick(
  "in-stock car with 20 photos",
  (c) => c.status === "in_stock" && c.images.length >= 20 && c.spin_images.length === 0,
);
const fewPhotos = pick(
  "in-stock car with 2 or 3 photos",
  (c) => c.status === "in_stock" && c.images.length >= 2 && c.images.length <= 3,
);
const spinning = pick(
  "car with spin frames",
  (c) => c.status === "in_stock" && c.spin_images.length > 0 && c.hotspots.length > 0,
);
// Redgum Pre-Owned keeps favourites, so its cards offer Compare.
const comparing = pick(
  "in-stock Redgum Pre-Owned car",
  (c) => c.status === "in_stock" && siteOf(c) === "redgum-preowned",
);

describe.skipIf(!e2eEnabled())("vehicle page", () => {
  const browser = useBrowser();

  async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser().newContext({
      viewport,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    return page;
  }

  it("shows the car's heading, breadcrumb and price, and axe finds nothing", async () => {
    const { car, url } = manyPhotos;
    const page = await open(url);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      `${car.year} ${car.make} ${car.model}`,
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    expect(await crumbs.first().textContent()).toBe("Home");
    expect(
      await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByText(car.name)
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("steps through photos with the arrow keys and thumbnails, and opens full screen", async () => {
    const page = await open(manyPhotos.url);
    const counter = page.getByText(/^Photo \d+ of \d+$/).first();
    await expect(counter.textContent()).resolves.toBe(`Photo 1 of ${manyPhotos.car.images.length}`);
    const total = manyPhotos.car.images.length;
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.textContent()).toBe(`Photo 2 of ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter.textContent()).toBe(`Photo ${total} of ${total}`);

    const thumbs = page.getByRole("list", { name: "Photo thumbnails" }).getByRole("button");
    expect(await thumbs.count()).toBe(manyPhotos.car.images.length);
    await page.getByRole("button", { name: "Show photo 5" }).click();
    await expect.poll(() => counter.textContent()).toBe(`Photo 5 of ${total}`);

    await page.getByRole("button", { name: "View full screen" }).click();
    const viewer = page.getByRole("dialog");
    await viewer.waitFor();
    await expect(viewer.getByText(/^Photo 5 of/).textContent()).resolves.toContain("Photo 5 of");
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(/^Photo 6 of/).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" }).catch(() => viewer.waitFor({ state: "hidden" }));
    await page.context().close();
  });

  it("loads the first two photos with priority, the first preloaded", async () => {
    const page = await open(manyPhotos.url);
    const images = page
      .getByRole("region", { name: `Photos of ${manyPhotos.car.name}` })
      .locator("img");
    expect(await images.nth(0).getAttribute("fetchpriority")).toBe("high");
    expect(await images.nth(0).getAttribute("loading")).toBe("eager");
    expect(await images.nth(1).getAttribute("loading")).toBe("eager");
    expect(await images.nth(2).getAttribute("loading")).toBe("lazy");
    const preloads = await page.locator('link[rel="preload"][as="image"]').count();
    expect(preloads).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  it("shows no thumbnails for 3 or fewer photos", async () => {
    const page = await open(fewPhotos.url);
    await page.getByText(/^Photo 1 of [23]$/).waitFor();
    expect(await page.getByRole("list", { name: "Photo thumbnails" }).count()).toBe(0);
    await page.context().close();
  });

  it("turns the 360 spin by dragging, 20 px a frame, and shows hotspots", async () => {
    const page = await open(spinning.url);
    await page.getByRole("tab", { name: "360° Spin" }).click();
    const spin = page.getByRole("slider", { name: /360° view/ });
    await spin.waitFor();
    // Touching it stops the auto-rotation; then every 20 px of drag is one frame.
    const box = (await spin.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    const start = Number(await spin.getAttribute("aria-valuenow"));
    await page.mouse.move(box.x + box.width / 2 - 41, y, { steps: 4 });
    await page.mouse.up();
    const frames = spinning.car.spin_images.length;
    expect(Number(await spin.getAttribute("aria-valuenow"))).toBe(((start - 1 + 2) % frames) + 1);
    expect(await spin.getAttribute("data-rotating")).toBe("false");
    await spin.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => spin.getAttribute("aria-valuenow")).toBe(String(start));

    // Turn to the first frame, where the demo's first hotspot sits, and open it.
    for (let i = 0; i < frames && (await spin.getAttribute("aria-valuenow")) !== "1"; i++) {
      await page.keyboard.press("ArrowLeft");
    }
    const first = spinning.car.hotspots.find((h) => h.positions.some((p) => p.activeAngle === 0))!;
    const hotspot = page.getByRole("button", { name: first.description });
    await hotspot.click();
    expect(await hotspot.getAttribute("aria-expanded")).toBe("true");
    await page.context().close();
  });

  it("copies the address with Share and says so for 3 seconds", async () => {
    const page = await open(manyPhotos.url);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const toast = page.getByText(`Copied ${manyPhotos.car.name} to your clipboard!`);
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/cars/${manyPhotos.car.slug}`,
    );
    await page.waitForTimeout(2500);
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: "detached", timeout: 2000 });
    await page.context().close();
  });

  it("masks the phone until revealed, then records the reveal and shows the number", async () => {
    const page = await open(manyPhotos.url);
    const call = page.getByRole("region", { name: "Call the dealer" });
    const reveal = call.getByRole("button", { name: /Show the full number/ });
    expect(await reveal.textContent()).toMatch(/X/);
    // The main content (the header and footer may list the site's own number).
    const before = await page.locator("main").innerHTML();
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith("/api/phone-reveal") && r.request().method() === "POST",
    );
    await reveal.click();
    expect((await recorded).status()).toBe(201);
    const number = call.getByRole("link");
    expect(await number.textContent()).toMatch(/^0\d[\d ]+$/);
    expect(await number.getAttribute("href")).toMatch(/^tel:\+61/);
    // The page held only the masked number: not in a link, the island's data or the JSON-LD.
    const full = (await number.textContent()) ?? "";
    expect(before).not.toContain(full);
    expect(before).not.toContain(full.replace(/\s/g, ""));
    expect(before).not.toContain(full.replace(/^0/, "+61").replace(/\s/g, ""));
    await page.context().close();
  });

  it("makes every part near the first screen live with the page, and marks it so", async () => {
    // A tall window: the page's sections are near at load, so they hydrate in place.
    const page = await open(comparing.url, { width: 1280, height: 2400 });
    const parts = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("main [data-part]"), (part) => ({
          near: part.getBoundingClientRect().top < window.innerHeight + 600,
          live: part.hasAttribute("data-hydrated"),
        })),
      );
    await expect
      .poll(async () => (await parts()).filter((part) => part.near && !part.live).length)
      .toBe(0);
    const atLoad = await parts();
    expect(atLoad.filter((part) => part.near).length).toBeGreaterThan(1);
    expect(atLoad.some((part) => !part.near && !part.live)).toBe(true);
    await page.context().close();
  });

  it("puts a similar car in the Compare (1) tray, above the mobile bar, and on to /compare", async () => {
    const page = await open(comparing.url);
    const similar = page.locator('section[aria-labelledby="similar-heading"]');
    // The similar cars, far below, are not live at load; they go live as they come near.
    await similar.getByRole("article").first().waitFor({ state: "attached" });
    expect(await similar.locator("[data-hydrated]").count()).toBe(0);
    await whenHydrated(similar.getByRole("article").first());
    const offering = similar
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Compare / }) })
      .first();
    await offering.waitFor();
    const href = (await offering.locator("h3 a").getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/cars\/[a-z0-9-]+$/);
    expect(href).not.toBe(`/cars/${comparing.car.slug}`);
    // The card by its car, which stays the same card once its button reads Comparing.
    const card = similar.getByRole("article").filter({ has: page.locator(`h3 a[href="${href}"]`) });
    const tray = page.getByRole("navigation", { name: "Compare cars" });
    await expect(tray.count()).resolves.toBe(0);

    await card.getByRole("button", { name: /^Compare / }).click();
    await expect.poll(() => card.getByRole("button", { name: /^Comparing / }).count()).toBe(1);
    const link = tray.getByRole("link", { name: "Compare (1)" });
    await expect(link.isVisible()).resolves.toBe(true);
    expect(await link.getAttribute("href")).toMatch(/^\/compare\?ids=\d+$/);
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the tray sits above the contact bar, not over its buttons.
    const bar = page.getByRole("navigation", { name: "Contact the dealer" });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const [trayBox, barBox] = [await tray.boundingBox(), await bar.boundingBox()];
      expect(trayBox && barBox ? trayBox.y + trayBox.height <= barBox.y : "not both shown").toBe(
        true,
      );
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await link.click();
    await page.waitForURL(/\/compare\?ids=\d+$/);
    const columns = page.getByRole("table").getByRole("columnheader").getByRole("link");
    await expect(
      columns.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).resolves.toEqual([href]);
    await page.context().close();
  });
});
