import { describe, expect, it } from "vitest";
import {
  type Gating,
  garageGate,
  isGaragePath,
  isGatedPath,
  sameSiteOrigin,
  signInGate,
  signInHref,
  targetOf,
} from "./sign-in-gate";

const open: Gating = {
  checkout: false,
  finance: false,
  tradeIn: false,
  sellMyCar: false,
  carFinance: false,
  spinToWin: false,
  onlinePayment: false,
  garagePaths: ["/my-garage"],
};
const anonymous = { signedIn: false };
const shopper = { signedIn: true };

describe("signInHref", () => {
  it("names the type, the target and the origin, encoded", () => {
    expect(signInHref("checkout", "/cars/2021-mazda-cx-5/checkout", "/cars/2021-mazda-cx-5")).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2F2021-mazda-cx-5%2Fcheckout&back=%2Fcars%2F2021-mazda-cx-5",
    );
    expect(signInHref("finance", "/finance?car_id=7&car_type=used")).toBe(
      "/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D7%26car_type%3Dused",
    );
  });
});

describe("signInGate", () => {
  it("lets everyone through a journey the site does not gate", () => {
    expect(signInGate(open, "checkout", "/cars/a/checkout", anonymous)).toBeNull();
  });

  it("sends an anonymous visitor of a gated journey to sign-in with the journey's type", () => {
    const gated = { ...open, checkout: true, sellMyCar: true, carFinance: true };
    expect(signInGate(gated, "checkout", "/cars/a/checkout", anonymous, "/cars/a")).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fa%2Fcheckout&back=%2Fcars%2Fa",
    );
    expect(signInGate(gated, "sellMyCar", "/sell-my-car", anonymous)).toBe(
      "/sign-in?type=trade-in&redirect=%2Fsell-my-car",
    );
    expect(signInGate(gated, "carFinance", "/personalised/finance?car_id=9", anonymous)).toBe(
      "/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D9",
    );
    expect(signInGate(gated, "finance", "/finance", anonymous)).toBeNull();
  });

  it("gates spin-to-win and the online payment page under their own types", () => {
    const gated = { ...open, spinToWin: true, onlinePayment: true };
    expect(signInGate(gated, "spinToWin", "/spin-to-win", anonymous, "/")).toBe(
      "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F",
    );
    expect(signInGate(gated, "onlinePayment", "/online-payment", anonymous)).toBe(
      "/sign-in?type=online-payment&redirect=%2Fonline-payment",
    );
    expect(signInGate(gated, "onlinePayment", "/online-payment", shopper)).toBeNull();
  });

  it("lets a signed-in shopper straight through", () => {
    expect(signInGate({ ...open, checkout: true }, "checkout", "/x", shopper)).toBeNull();
  });
});

describe("my-garage pages", () => {
  const gating = { garagePaths: ["/my-garage", "/mymotorama"] };
  it("are the site's listed paths, with or without a trailing slash", () => {
    expect(isGaragePath(gating, "/mymotorama")).toBe(true);
    expect(isGaragePath(gating, "/my-garage/")).toBe(true);
    expect(isGaragePath(gating, "/myblinkr")).toBe(false);
    expect(isGaragePath(gating, "/")).toBe(false);
  });

  it("always need sign-in", () => {
    expect(garageGate("/mymotorama", anonymous)).toBe(
      "/sign-in?type=my-garage&redirect=%2Fmymotorama",
    );
    expect(garageGate("/mymotorama", shopper)).toBeNull();
  });
});

describe("sameSiteOrigin", () => {
  it("keeps the path and query of a referrer on the same host", () => {
    expect(sameSiteOrigin("http://acme.localhost:3000/cars/a?x=1", "acme.localhost:3000")).toBe(
      "/cars/a?x=1",
    );
  });

  it("drops a missing, malformed or foreign referrer", () => {
    expect(sameSiteOrigin(null, "acme.localhost:3000")).toBeNull();
    expect(sameSiteOrigin("not a url", "acme.localhost:3000")).toBeNull();
    expect(sameSiteOrigin("https://evil.example/cars/a", "acme.localhost:3000")).toBeNull();
    expect(sameSiteOrigin("https://acme.example/", null)).toBeNull();
  });
});

describe("targetOf", () => {
  it("writes the page's query back, repeated keys included", () => {
    expect(targetOf("/finance", {})).toBe("/finance");
    expect(targetOf("/finance", { car_id: "7", vin: undefined, a: ["1", "2"] })).toBe(
      "/finance?car_id=7&a=1&a=2",
    );
  });
});

describe("isGatedPath", () => {
  const gated: Gating = { ...open, tradeIn: true, checkout: true };
  it("names the pages of the journeys a site gates, and every my-garage page", () => {
    expect(isGatedPath(gated, "/trade-in")).toBe(true);
    expect(isGatedPath(gated, "/cars/trade-in?car_id=x")).toBe(true);
    expect(isGatedPath(gated, "/cars/2020-mazda-cx-5-12/checkout")).toBe(true);
    expect(isGatedPath(gated, "/checkout-journey")).toBe(true);
    expect(isGatedPath(gated, "/my-garage/")).toBe(true);
    expect(isGatedPath(gated, "/sell-my-car")).toBe(false);
    expect(isGatedPath(gated, "/cars/2020-mazda-cx-5-12")).toBe(false);
    expect(isGatedPath(open, "/trade-in")).toBe(false);
    expect(isGatedPath(open, "/my-garage")).toBe(true);
  });

  it("takes a page's own journey when the table does not know it", () => {
    expect(isGatedPath({ ...open, finance: true }, "/finance", "finance")).toBe(true);
    expect(isGatedPath(open, "/finance", "finance")).toBe(false);
  });
});
