import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfigInput } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { TEST_NOW, testCar } from "@/domain/search/test-car.test-support";
import { cardIdentity } from "./card-identity";
import { cardModel } from "./card-model";

const NOW = new Date(TEST_NOW);
const config = (extra: Partial<SiteConfigInput> = {}) =>
  parseSiteConfig(
    { slug: "acme", name: "Acme", dealerships: ["acme"], ...extra },
    "sites/acme.json",
  );
const car = (o: Partial<Car> = {}) =>
  testCar({ id: 7, slug: "2020-toyota-corolla-7", price: 24_990, dealership_slug: "acme", ...o });
const kinds = (c: Car, site = config()) => cardModel(c, site, NOW).actions.map((a) => a.kind);

describe("cardModel", () => {
  it("titles the card year make model, with badge and series below", () => {
    const model = cardModel(car({ badge: "Ascent", series: "ZRE182R" }), config(), NOW);
    expect(model.title).toBe("2020 Toyota Corolla");
    expect(model.subtitle).toBe("Ascent ZRE182R");
    expect(cardIdentity(model)).toEqual({
      name: "2020 Toyota Corolla",
      href: "/cars/2020-toyota-corolla-7",
      photo: "/media/placeholder.jpg",
    });
    const photographed = cardModel(
      car({ primary_image_url: " /media/cars/a.jpg " }),
      config(),
      NOW,
    );
    expect(cardIdentity(photographed).photo).toBe("/media/cars/a.jpg");
  });

  it("shows the site's buttons in the site's order", () => {
    const site = config({
      ctas: { searchCard: ["get-finance", "view-details", "book-test-drive"] },
    });
    expect(kinds(car(), site)).toEqual(["get-finance", "view-details", "book-test-drive"]);
    const link = cardModel(car(), site, NOW).actions[0]!.href;
    expect(link).toMatch(/^\/finance\?.*car_id=7.*#finance-form$/);
  });

  it("offers Reserve Now only when the site reserves online and the car is reservable", () => {
    const reserving = config({
      ctas: { searchCard: ["view-details", "reserve-now"] },
      features: { reserveOnline: true },
    });
    expect(kinds(car(), reserving)).toEqual(["view-details", "reserve-now"]);
    expect(cardModel(car(), reserving, NOW).actions[1]!.href).toBe(
      "/cars/2020-toyota-corolla-7/checkout",
    );
    expect(kinds(car({ tag: "Test Drive Only" }), reserving)).toEqual(["view-details"]);
    expect(kinds(car({ reserved: true }), reserving)).toEqual(["view-details"]);
    expect(kinds(car({ status: "coming_soon" }), reserving)).toEqual(["view-details"]);
    expect(kinds(car({ price: 0 }), reserving)).toEqual(["view-details"]);
  });

  it("gives a sold car only Find Me Something Similar, no price and no finance", () => {
    const sold = cardModel(car({ status: "sold", sold_date: NOW }), config(), NOW);
    expect(sold.actions).toEqual([
      {
        kind: "find-similar",
        label: "Find Me Something Similar",
        href: "/cars/2020-toyota-corolla-7#find-similar",
      },
    ]);
    expect(sold.sold).toBe(true);
    expect(sold.weekly).toBeNull();
    expect(sold.badge).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(sold.favourite.visibility).toBe("saved-only");
  });

  it("shows Get Finance and the weekly estimate only where finance applies", () => {
    expect(cardModel(car(), config(), NOW).weekly).toBeGreaterThan(25);
    const suzuki = cardModel(car({ make: "Suzuki" }), config(), NOW);
    expect(suzuki.weekly).toBeNull();
    expect(suzuki.actions.map((a) => a.kind)).toEqual(["view-details"]);
  });

  it("shows the market indicator when the price is 500 or more under the state average", () => {
    const market = (state: number | null, national: number | null) => ({
      state_average_market_price: state,
      average_market_price: national,
    });
    expect(cardModel(car({ autograb_data: market(26_000, null) }), config(), NOW).belowMarket).toBe(
      1010,
    );
    expect(
      cardModel(car({ autograb_data: market(25_400, null) }), config(), NOW).belowMarket,
    ).toBeNull();
    expect(cardModel(car({ autograb_data: market(null, 30_000) }), config(), NOW).belowMarket).toBe(
      5010,
    );
    expect(
      cardModel(
        car({ autograb_data: market(26_000, null) }),
        config({ vehicle: { marketIndicator: false } }),
        NOW,
      ).belowMarket,
    ).toBeNull();
  });

  it("reads the price by the display priority, with the was-price", () => {
    expect(cardModel(car({ before_price: 27_000 }), config(), NOW).price).toEqual({
      kind: "price",
      amount: 24_990,
      reduced: false,
      wasPrice: 27_000,
    });
    expect(cardModel(car({ price: 0 }), config(), NOW).price).toEqual({
      kind: "no-price",
      text: "Enquire for price.",
      wasPrice: null,
    });
  });
});
