/**
 * The location cards' opening hours by type on the dealer locator: a card whose site has several
 * departments (showroom, service, parts) offers a "Hours for" radio group that switches today's
 * and the week's hours, with the keyboard and without JavaScript; a location standing alone
 * offers no choice. Expected hours come from the demo data the test server generated.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generateDemo } from "@/demo/generate";
import { hoursOn, weeklyHours } from "@/domain/location/hours";
import type { Location } from "@/domain/location/location";
import { axeViolations, e2eEnabled, newPage, siteUrl, useBrowser } from "./support/browser";

const SITE = "southern-cross";
const { locations } = generateDemo({ now: new Date() });
const bySlug = (slug: string): Location => {
  const location = locations.find((l) => l.slug === slug);
  if (!location) throw new Error(`The demo data has no location ${slug}`);
  return location;
};
const showroom = bySlug("southern-cross-toyota-springwood");
const service = bySlug("southern-cross-toyota-service");
const parts = bySlug("southern-cross-toyota-parts");
const alone = bySlug("southern-cross-toyota-loganholme");

const card = (page: Page, location: Location): Locator =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: location.name, exact: true }) });

/** The week as the card shows it now: the visible list's rows, "Monday 8:30am - 5:30pm". */
async function shownWeek(cardOf: Locator): Promise<string[]> {
  const list = cardOf.locator("dl:visible");
  expect(await list.count()).toBe(1);
  return list
    .locator("div")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim()).join(" ")),
    );
}

const expectedWeek = (location: Location) =>
  weeklyHours(location.contact_detail.opening_hours).map((day) => `${day.day} ${day.text}`);

async function shownToday(cardOf: Locator): Promise<string> {
  const today = cardOf.locator("p:visible", { hasText: "Today:" });
  expect(await today.count()).toBe(1);
  return (await today.innerText()).trim();
}

const expectedToday = (location: Location) =>
  `Today: ${hoursOn(location.contact_detail.opening_hours, location.special_hours, new Date(), location.time_zone).text}`;

describe.skipIf(!e2eEnabled())("location cards: opening hours by type", () => {
  const browser = useBrowser();

  it("switches today's and the week's hours by keyboard, and a lone location offers no choice", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(siteUrl(SITE, "/dealer-locator"));
    const springwood = card(page, showroom);
    const group = springwood.getByRole("group", { name: "Hours for" });
    expect(
      await group.getByRole("radio").evaluateAll((r) => r.map((e) => e.getAttribute("value"))),
    ).toEqual(["sales", "service", "parts"]);
    expect(await group.getByRole("radio", { name: "Sales" }).isChecked()).toBe(true);
    await springwood.getByText("Opening hours", { exact: true }).click();
    expect(await shownWeek(springwood)).toEqual(expectedWeek(showroom));
    expect(await shownToday(springwood)).toBe(expectedToday(showroom));

    await group.getByRole("radio", { name: "Sales" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await group.getByRole("radio", { name: "Service" }).isChecked()).toBe(true);
    expect(await shownWeek(springwood)).toEqual(expectedWeek(service));
    expect(await shownToday(springwood)).toBe(expectedToday(service));
    await page.keyboard.press("ArrowRight");
    expect(await shownWeek(springwood)).toEqual(expectedWeek(parts));
    expect(expectedWeek(parts)).not.toEqual(expectedWeek(service));

    const loganholme = card(page, alone);
    expect(await loganholme.getByRole("radio").count()).toBe(0);
    await loganholme.getByText("Opening hours", { exact: true }).click();
    expect(await shownWeek(loganholme)).toEqual(expectedWeek(alone));
    expect(await shownToday(loganholme)).toBe(expectedToday(alone));

    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("works without JavaScript: a click on a type shows its hours", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(siteUrl(SITE, "/dealer-locator?type=service"));
    const serviceCard = card(page, service);
    const group = serviceCard.getByRole("group", { name: "Hours for" });
    expect(await group.getByRole("radio", { name: "Service" }).isChecked()).toBe(true);
    await serviceCard.getByText("Opening hours", { exact: true }).click();
    expect(await shownWeek(serviceCard)).toEqual(expectedWeek(service));
    await group.getByText("Sales", { exact: true }).click();
    expect(await shownWeek(serviceCard)).toEqual(expectedWeek(showroom));
    expect(await shownToday(serviceCard)).toBe(expectedToday(showroom));
    await page.context().close();
  });
});
