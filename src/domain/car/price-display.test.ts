import { describe, expect, it } from "vitest";
import { priceDisplay } from "./price-display";

const base = {
  price: 34990,
  offer_price: null,
  before_price: null,
  subscription_price: null,
  preorder: false,
};
const settings = {
  subscriptions: false,
  noPriceText: "Enquire for price.",
  preorderText: "PREORDER",
};

describe("priceDisplay", () => {
  it("shows the car price when it is above 10", () => {
    expect(priceDisplay(base, settings)).toEqual({
      kind: "price",
      amount: 34990,
      reduced: false,
      wasPrice: null,
    });
  });

  it("shows the subscription price first when the site offers subscriptions", () => {
    const car = { ...base, subscription_price: 189 };
    expect(priceDisplay(car, { ...settings, subscriptions: true })).toMatchObject({
      kind: "subscription",
      amount: 189,
    });
    expect(priceDisplay(car, settings)).toMatchObject({ kind: "price", amount: 34990 });
  });

  it("prefers a reduced price, and shows the old price as the was-price", () => {
    expect(priceDisplay({ ...base, offer_price: 32990 }, settings)).toEqual({
      kind: "price",
      amount: 32990,
      reduced: true,
      wasPrice: 34990,
    });
  });

  it("shows before_price as a was-price only when it exceeds the current price", () => {
    expect(priceDisplay({ ...base, before_price: 36990 }, settings)).toMatchObject({
      wasPrice: 36990,
    });
    expect(priceDisplay({ ...base, before_price: 34990 }, settings)).toMatchObject({
      wasPrice: null,
    });
    expect(priceDisplay({ ...base, before_price: 20000 }, settings)).toMatchObject({
      wasPrice: null,
    });
  });

  it("treats a price of 10 or less as no price: PREORDER, then the no-price text", () => {
    expect(priceDisplay({ ...base, price: 10, preorder: true }, settings)).toEqual({
      kind: "preorder",
      text: "PREORDER",
      wasPrice: null,
    });
    expect(priceDisplay({ ...base, price: 0 }, settings)).toEqual({
      kind: "no-price",
      text: "Enquire for price.",
      wasPrice: null,
    });
    expect(priceDisplay({ ...base, price: 11 }, settings)).toMatchObject({
      kind: "price",
      amount: 11,
    });
  });

  it("ignores an offer price of 10 or less", () => {
    expect(priceDisplay({ ...base, offer_price: 1 }, settings)).toMatchObject({
      amount: 34990,
      reduced: false,
    });
  });
});

describe("the site's preorder label", () => {
  it("shows the configured text instead of a price", () => {
    expect(
      priceDisplay(
        { ...base, price: 0, preorder: true },
        { ...settings, preorderText: "Order now" },
      ),
    ).toEqual({ kind: "preorder", text: "Order now", wasPrice: null });
  });
});
