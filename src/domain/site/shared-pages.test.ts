import { describe, expect, it } from "vitest";
import { isSharedPage, sharedPageKey } from "./shared-pages";
import type { Gating } from "./sign-in-gate";

const OPEN: Gating = {
  checkout: false,
  finance: false,
  tradeIn: false,
  sellMyCar: false,
  carFinance: false,
  spinToWin: false,
  onlinePayment: false,
  garagePaths: ["/my-garage", "/toyota-garage"],
};

describe("isSharedPage", () => {
  it.each([
    "/",
    "/search",
    "/search/used-cars",
    "/search/used-cars/toyota/hilux",
    "/cars/2021-toyota-hilux-sr5-1234",
    "/cars/2021-toyota-hilux-sr5-1234/",
    "/models",
    "/models/hilux",
    "/brands",
    "/toyota/overview",
    "/dealer-locator",
    "/contact",
    "/contact-us/springwood",
    "/special-offers",
    "/about-us",
    "/privacy-policy",
    "/pages/capped-price-servicing",
  ])("shares %s", (path) => {
    expect(isSharedPage(OPEN, path)).toBe(true);
  });

  it.each([
    "/sign-in",
    "/my-garage",
    "/toyota-garage",
    "/cars/trade-in",
    "/cars/2021-toyota-hilux-sr5-1234/checkout",
    "/checkout-journey",
    "/online-payment",
    "/spin-to-win",
    "/success",
    "/saved-searches",
    "/finance",
    "/admin",
    "/admin/leads",
    "/api/search",
    "/print",
  ])("renders %s for each request", (path) => {
    expect(isSharedPage(OPEN, path)).toBe(false);
  });

  it("does not share a path the site gates", () => {
    // /my-garage is always gated; a configured brand garage path that looks like a content page
    // is gated too.
    expect(isSharedPage({ ...OPEN, garagePaths: ["/about-us"] }, "/about-us")).toBe(false);
  });
});

describe("sharedPageKey", () => {
  it("orders the query's parameters and drops tracking ones", () => {
    const a = sharedPageKey("https", "Dealer.example", "/search/used-cars?make=Toyota&body=Ute");
    const b = sharedPageKey(
      "https",
      "dealer.example",
      "/search/used-cars?utm_source=tv&body=Ute&gclid=x1&make=Toyota",
    );
    expect(a).toBe("https://dealer.example/search/used-cars?body=Ute&make=Toyota");
    expect(b).toBe(a);
  });

  it("keeps repeated parameters, in value order, and tells schemes and hosts apart", () => {
    expect(sharedPageKey("http", "a.localhost:3000", "/search?make=Mazda&make=Kia")).toBe(
      "http://a.localhost:3000/search?make=Kia&make=Mazda",
    );
    expect(sharedPageKey("http", "a.example", "/")).not.toBe(
      sharedPageKey("https", "a.example", "/"),
    );
    expect(sharedPageKey("http", "a.example", "/")).not.toBe(
      sharedPageKey("http", "b.example", "/"),
    );
    expect(sharedPageKey("http", "a.example", "/?")).toBe("http://a.example/");
  });
});
