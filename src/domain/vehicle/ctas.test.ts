import { describe, expect, it } from "vitest";
import {
  type CtaContext,
  isReservable,
  isTestDriveOnly,
  reserveHref,
  testDriveHref,
  vehicleCtas,
} from "./ctas";

const context: CtaContext = {
  features: { reserveOnline: true, tradeIn: true, chat: true, testDrive: true },
  financeShown: true,
  phone: "+61 8 8262 9300",
};
const car = {
  status: "in_stock" as const,
  reserved: false,
  tag: null,
  price: 32_990,
  offer_price: null,
};
const all = ["reserve", "enquire", "chat", "trade-in", "finance", "test-drive", "call"] as const;

describe("vehicleCtas", () => {
  it("keeps the site's order", () => {
    expect(vehicleCtas(all, car, context)).toEqual(all);
    expect(vehicleCtas(["call", "enquire"], car, context)).toEqual(["call", "enquire"]);
  });

  it("drops what the site has switched off", () => {
    const off: CtaContext = {
      features: { reserveOnline: false, tradeIn: false, chat: false, testDrive: false },
      financeShown: false,
      phone: null,
    };
    expect(vehicleCtas(all, car, off)).toEqual(["enquire"]);
    expect(vehicleCtas(all, car, { ...context, phone: "  " })).not.toContain("call");
  });

  it("offers Reserve only for a reservable car", () => {
    expect(isReservable(car)).toBe(true);
    expect(isReservable({ ...car, reserved: true })).toBe(false);
    expect(isReservable({ ...car, status: "coming_soon" })).toBe(false);
    expect(isReservable({ ...car, tag: "Test Drive Only" })).toBe(false);
    expect(vehicleCtas(all, { ...car, tag: "TEST DRIVE ONLY" }, context)).not.toContain("reserve");
  });

  it("needs a price to take a deposit against: a placeholder price is none", () => {
    expect(isReservable({ ...car, price: 0 })).toBe(false);
    expect(isReservable({ ...car, price: 10 })).toBe(false);
    expect(isReservable({ ...car, price: 0, offer_price: 29_990 })).toBe(false);
    expect(isReservable({ ...car, price: 11 })).toBe(true);
    expect(isReservable({ ...car, offer_price: 30_990 })).toBe(true);
  });

  it("reads every spelling of a test-drive-only tag the feeds use", () => {
    for (const tag of [
      "Test Drive Only",
      "Test-Drive Only",
      "TEST DRIVE ONLY",
      "test-drive-only",
      "TestDrive Only",
    ])
      expect(isTestDriveOnly(tag), tag).toBe(true);
    for (const tag of [null, "", "Runout Sale", "Test Drive available"])
      expect(isTestDriveOnly(tag), String(tag)).toBe(false);
  });

  it("gives a sold car no calls to action", () => {
    expect(vehicleCtas(all, { ...car, status: "sold" }, context)).toEqual([]);
  });
});

describe("reserveHref", () => {
  it("leads to the site's reserve route", () => {
    const slug = "2021-mazda-cx-5-maxx";
    expect(reserveHref({ reserveRoute: "checkout", checkoutJourney: false }, slug)).toBe(
      "/cars/2021-mazda-cx-5-maxx/checkout",
    );
    expect(reserveHref({ reserveRoute: "buy-online", checkoutJourney: false }, slug)).toBe(
      "/cars/2021-mazda-cx-5-maxx/buy-online",
    );
  });

  it("leads to the online purchase journey where the site has it", () => {
    expect(reserveHref({ reserveRoute: "buy-online", checkoutJourney: true }, "a-b")).toBe(
      "/checkout-journey?car_id=a-b",
    );
  });
});

describe("testDriveHref", () => {
  it("opens the site's own test-drive page with the car chosen", () => {
    expect(testDriveHref("/book-test-drive", 42)).toBe("/book-test-drive?car_id=42");
    expect(testDriveHref("/test-drive-a-caravan", 7)).toBe("/test-drive-a-caravan?car_id=7");
  });
});
