/**
 * The stored viewed car: opening a vehicle page keeps the car under `{site slug}:viewed_car` in
 * localStorage as { id, stocknum, make, model, body, simple_body }; the next car opened replaces
 * it. Cars are picked from the demo data the test server generated.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import { e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "southern-cross";
const { cars } = generateDemo({ now: new Date() });
const dealerships = new Set(
  DEMO_SITES.find((s) => s.slug === SITE)!.dealerships.map((d) => d.slug),
);
const listed = cars.filter(
  (c) => c.show_on_dealer_website && c.status === "in_stock" && dealerships.has(c.dealership_slug),
);
const first = listed.find((c) => c.simple_body && c.bodyconfiguration)!;
const second = listed.find((c) => c.id !== first.id && c.make !== first.make)!;

const stored = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), `${SITE}:viewed_car`);

async function viewedCarAfterOpening(page: Page, car: Car): Promise<unknown> {
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await page.waitForFunction(
    ([key, id]) => JSON.parse(localStorage.getItem(key as string) ?? "null")?.id === id,
    [`${SITE}:viewed_car`, car.id] as const,
  );
  return JSON.parse((await stored(page)) ?? "null");
}

describe.skipIf(!e2eEnabled())("the stored viewed car", () => {
  const browser = useBrowser();

  it("keeps the car a vehicle page shows, under the site's key, replaced by the next", async () => {
    const page = await newPage(browser());
    await page.goto(siteUrl(SITE, "/"));
    expect(await stored(page)).toBeNull();
    expect(await viewedCarAfterOpening(page, first)).toEqual({
      id: first.id,
      stocknum: first.stocknum,
      make: first.make,
      model: first.model,
      body: first.bodyconfiguration,
      simple_body: first.simple_body,
    });
    expect(await viewedCarAfterOpening(page, second)).toMatchObject({
      id: second.id,
      stocknum: second.stocknum,
      make: second.make,
    });
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => k.endsWith(":viewed_car"))).toEqual([`${SITE}:viewed_car`]);
    await page.context().close();
  });
});
