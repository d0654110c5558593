/**
 * Site configuration fields change what they say, on a server whose demo sites are configured
 * differently from the demo:
 * - Southern Cross (a group): no dealer locator, one city named for every location, its own
 *   new-arrival label, and reserving, selling a car and checkout behind sign-in;
 * - Redgum Pre-Owned: the online purchase journey, a map centred on Perth, a top-level sale page,
 *   its own test-drive address, an online service scheduler, a brand garage page, an external
 *   footer link and trade-ins behind sign-in (and Compare, as in the demo);
 * - Parkside Nissan: finance and personalised finance behind sign-in (and no Compare);
 * - the site of a preorder car: its own preorder label.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import { isReservable } from "@/domain/vehicle/ctas";
import { e2eEnabled, newPage, useBrowser } from "./support/browser";
import { type HttpReply, request } from "./support/http";
import { type SiteConfigJson, type SiteServer, startSiteServer } from "./support/site-server";

const GROUP = "southern-cross";
const DEALER = "redgum-preowned";
const FRANCHISE = "parkside-nissan";

const { cars } = generateDemo({ now: new Date() });
const siteOf = (car: Car) =>
  DEMO_SITES.find((s) => s.dealerships.some((d) => d.slug === car.dealership_slug))!.slug;
const pick = (what: string, test: (car: Car) => boolean) => {
  const car = cars.find((c) => c.show_on_dealer_website && test(c));
  if (!car) throw new Error(`The demo data has no ${what}`);
  return car;
};
const reservable = pick("reservable car at Redgum", (c) => siteOf(c) === DEALER && isReservable(c));
const groupCar = pick("car in stock at Southern Cross", (c) => siteOf(c) === GROUP);
const franchiseCar = pick(
  "priced car in stock at Parkside",
  (c) => siteOf(c) === FRANCHISE && c.status === "in_stock" && c.price > 10_000,
);
const preorder = pick("preorder car", (c) => c.preorder && c.status === "coming_soon");
const PREORDER_SITE = siteOf(preorder);

const SCHEDULER = "https://scheduler.example.com/redgum";
const BRAND_SITE = "https://example.com/holden-heritage";

/** Each site's changes: fields merged into a group, keeping the group's other fields. */
const CHANGES: Record<string, [group: string, fields: object][]> = {
  [GROUP]: [
    ["group", { dealerLocator: false }],
    ["locations", { overrideCity: "Greater Brisbane" }],
    ["labels", { newArrivalTag: "Just In" }],
    ["features", { reserveOnline: true }],
    ["gating", { checkout: true, sellMyCar: true }],
  ],
  [DEALER]: [
    ["features", { checkoutJourney: true }],
    ["locations", { mapCentre: { lat: -31.95, lng: 115.86 }, mapZoom: 10 }],
    ["pages", { sale: [{ slug: "eofy", title: "EOFY Sale", body: "Big deals.", topLevel: true }] }],
    ["forms", { testDrive: { path: "/test-drive" } }],
    [
      "navigation",
      {
        serviceBooking: { schedulingUrl: SCHEDULER },
        footer: [
          {
            kind: "links",
            title: "Our Brands",
            links: [{ label: "Holden Heritage", href: BRAND_SITE, external: true }],
          },
          { kind: "buyer-tools", title: "Buyer Tools" },
          { kind: "dealer" },
        ],
      },
    ],
    ["gating", { tradeIn: true, garagePaths: ["/my-garage", "/mymotorama"] }],
  ],
  [FRANCHISE]: [
    ["finance", { pages: { personalised: true } }],
    ["gating", { finance: true, carFinance: true }],
  ],
};

function configure(config: SiteConfigJson): SiteConfigJson {
  const changes = [...(CHANGES[config.slug] ?? [])];
  if (config.slug === PREORDER_SITE) changes.push(["labels", { preorder: "Order Yours Now" }]);
  const changed: SiteConfigJson = { ...config };
  for (const [group, fields] of changes)
    changed[group] = { ...(changed[group] as object | undefined), ...fields };
  return changed;
}

describe.skipIf(!e2eEnabled())("site configuration fields", () => {
  const browser = useBrowser();
  let server: SiteServer;
  const get = (site: string, pathname: string, headers: Record<string, string> = {}) =>
    request(server.port, `${site}.localhost:${server.port}`, pathname, { headers });
  const signIn = (query: string) => `/sign-in?${query}`;
  /** Where a redirecting answer sends the browser, as a path with its query. */
  const redirectOf = (reply: HttpReply) => {
    expect([303, 307, 308]).toContain(reply.status);
    const target = new URL(reply.headers.location ?? "", "http://any.localhost");
    return `${target.pathname}${target.search}`;
  };

  beforeAll(async () => {
    server = await startSiteServer({
      name: "config-fields",
      sites: (configs) => configs.map(configure),
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("group.dealerLocator off: no /dealer-locator page and no link to it", async () => {
    expect((await get(GROUP, "/dealer-locator")).status).toBe(404);
    const home = await get(GROUP, "/");
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('href="/dealer-locator"');
    // A single dealer's site keeps its locations page.
    expect((await get(FRANCHISE, "/dealer-locator")).status).toBe(200);
  });

  it("locations.overrideCity: every location card names the configured city", async () => {
    const home = await get(GROUP, "/");
    const addresses = [...home.body.matchAll(/<address[^>]*>([\s\S]*?)<\/address>/g)].map(
      (m) => m[1]!,
    );
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toContain("Greater Brisbane");
    // The contact page's location panels name the same city.
    const contact = await get(GROUP, "/contact");
    const panels = [...contact.body.matchAll(/<address[^>]*>([\s\S]*?)<\/address>/g)];
    expect(panels.length).toBeGreaterThan(0);
    for (const [, address] of panels) expect(address).toContain("Greater Brisbane");
  });

  it("labels.newArrivalTag: new arrivals carry the site's own label", async () => {
    const search = await get(GROUP, "/search/new-used-and-demo-cars?sort=newest");
    expect(search.body).toContain(">Just In<");
  });

  it("labels.preorder: a preorder car shows the site's own label instead of a price", async () => {
    const page = await get(PREORDER_SITE, `/cars/${preorder.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Order Yours Now");
    expect(page.body).not.toContain(">PREORDER<");
  });

  it("features.checkoutJourney: Reserve leads to the online purchase journey", async () => {
    const page = await get(DEALER, `/cars/${reservable.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="/checkout-journey?car_id=${reservable.slug}"`);
    expect(page.body).not.toContain(`href="/cars/${reservable.slug}/checkout"`);
    // The reserve route itself leads there too.
    const route = await get(DEALER, `/cars/${reservable.slug}/checkout`);
    expect(redirectOf(route)).toBe(`/checkout-journey?car_id=${reservable.slug}`);
  });

  it("locations.mapCentre and mapZoom: the map shows Perth, far from every pin", async () => {
    const pins = (html: string) =>
      [...html.matchAll(/<g transform="translate\((-?[\d.]+),(-?[\d.]+)\)"/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
    const onMap = ([x, y]: number[]) => x! >= 0 && x! <= 600 && y! >= 0 && y! <= 420;
    const centred = pins((await get(DEALER, "/dealer-locator")).body);
    expect(centred.length).toBeGreaterThan(0);
    expect(centred.filter(onMap)).toEqual([]);
    // Without a centre the map fits the pins.
    const fitted = pins((await get(FRANCHISE, "/dealer-locator")).body);
    expect(fitted.length).toBeGreaterThan(0);
    expect(fitted.every(onMap)).toBe(true);
  });

  it("pages.sale[].topLevel: the sale page is served at /{slug}, its canonical address", async () => {
    const top = await get(DEALER, "/eofy");
    expect(top.status).toBe(200);
    expect(top.body).toMatch(/<h1[^>]*>EOFY Sale<\/h1>/);
    expect(top.body).toMatch(/<link rel="canonical" href="[^"]*\/eofy"/);
    const nested = await get(DEALER, "/pages/eofy");
    expect(nested.status).toBe(200);
    expect(nested.body).toMatch(/<link rel="canonical" href="[^"]*\/eofy"/);
    expect((await get(DEALER, "/clearance")).status).toBe(404);
  });

  it("forms.testDrive.path: the test-drive page and its links are at the site's address", async () => {
    const page = await get(DEALER, `/test-drive?car_id=${reservable.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Book a Test Drive<\/h1>/);
    expect(page.body).toContain('href="/test-drive"');
  });

  it("navigation.serviceBooking.schedulingUrl: the scheduler page embeds it and is linked", async () => {
    const scheduler = await get(DEALER, "/subaru-service");
    expect(scheduler.status).toBe(200);
    expect(scheduler.body).toContain(`<iframe src="${SCHEDULER}"`);
    expect((await get(DEALER, "/service")).body).toContain('href="/subaru-service"');
    expect((await get(DEALER, `/cars/${reservable.slug}`)).body).toContain(
      'href="/subaru-service"',
    );
    // A site without a scheduling address has no scheduler page.
    expect((await get(FRANCHISE, "/subaru-service")).status).toBe(404);
  });

  it("navigation.footer links[].external: an external link opens in a new tab", async () => {
    const home = await get(DEALER, "/");
    const link = home.body.match(new RegExp(`<a[^>]*href="${BRAND_SITE}"[^>]*>`))?.[0] ?? "";
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it("gating: a gated journey sends a visitor who is not signed in to sign-in", async () => {
    const from = `http://${DEALER}.localhost:${server.port}/cars/${reservable.slug}`;
    const tradeIn = await get(DEALER, "/trade-in", { referer: from });
    expect(redirectOf(tradeIn)).toBe(
      signIn(
        `type=trade-in&redirect=%2Ftrade-in&back=${encodeURIComponent(`/cars/${reservable.slug}`)}`,
      ),
    );
    const checkout = await get(GROUP, `/cars/${groupCar.slug}/checkout`);
    expect(redirectOf(checkout)).toBe(
      signIn(`type=checkout&redirect=${encodeURIComponent(`/cars/${groupCar.slug}/checkout`)}`),
    );
    const sell = await get(GROUP, "/sell-my-car");
    expect(redirectOf(sell)).toBe(signIn("type=trade-in&redirect=%2Fsell-my-car"));
    const finance = await get(FRANCHISE, `/finance?car_id=${franchiseCar.id}`);
    expect(redirectOf(finance)).toBe(
      signIn(`type=finance&redirect=${encodeURIComponent(`/finance?car_id=${franchiseCar.id}`)}`),
    );
    const personalised = await get(FRANCHISE, `/personalised/finance?car_id=${franchiseCar.id}`);
    expect(redirectOf(personalised)).toBe(
      signIn(
        `type=car-finance&redirect=${encodeURIComponent(`/personalised/finance?car_id=${franchiseCar.id}`)}`,
      ),
    );
    // Journeys the site does not gate stay open.
    expect((await get(DEALER, "/sell-my-car")).status).toBe(200);
    expect((await get(GROUP, "/trade-in")).status).toBe(200);
  });

  it("gating.garagePaths: every my-garage page needs sign-in; other paths are 404", async () => {
    const garage = await get(DEALER, "/mymotorama");
    expect(redirectOf(garage)).toBe(signIn("type=my-garage&redirect=%2Fmymotorama"));
    expect(redirectOf(await get(GROUP, "/my-garage"))).toBe(
      signIn("type=my-garage&redirect=%2Fmy-garage"),
    );
    expect((await get(GROUP, "/mymotorama")).status).toBe(404);
  });

  it("features.compare: the vehicle page offers Compare only where the site does", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(`http://${DEALER}.localhost:${server.port}/cars/${reservable.slug}`);
    const sidebar = page.getByRole("complementary");
    await sidebar.getByRole("button", { name: /^Compare / }).click();
    await sidebar.getByRole("button", { name: /^Comparing / }).waitFor();
    await page.getByRole("link", { name: "Compare (1)" }).waitFor();

    await page.goto(`http://${FRANCHISE}.localhost:${server.port}/cars/${franchiseCar.slug}`);
    await sidebar.getByRole("button", { name: /^Save / }).waitFor();
    expect(await sidebar.getByRole("button", { name: /^Compare / }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Compare \(/ }).count()).toBe(0);
    await page.context().close();
  });
});
