import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import type { SiteConfigInput } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { TEST_NOW, testCar } from "@/domain/search/test-car.test-support";
import { vehicleView } from "@/features/vehicle";
import { carPresentation } from "./car-presentation";
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
const market = { average_market_price: 30_000, state_average_market_price: 29_000 } as const;

/** What a card and the vehicle page both show of one car, as each of them builds it. */
function bothViews(c: Car, site = config()) {
  const card = cardModel(c, site, NOW);
  const page = vehicleView(site, c, null, NOW, () => null);
  const shared = (v: typeof card | typeof page) => ({
    title: v.title,
    subtitle: v.subtitle,
    name: "name" in v ? v.name : cardIdentity(v).name,
    badge: v.badge,
    price: v.price,
    belowMarket: v.belowMarket,
    facts: v.facts,
    favourite: v.favourite,
    compare: v.compare,
  });
  return { card: shared(card), page: shared(page) };
}

describe("carPresentation: one car, one presentation", () => {
  it.each([
    ["an ordinary car", car({ badge: "Ascent", series: "ZRE182R" })],
    ["a sold car without a tag", car({ status: "sold" })],
    [
      "a car under the market",
      car({ autograb_data: { ...market, fill: 0 } as Car["autograb_data"] }),
    ],
    ["a car with no price", car({ price: 0 })],
    ["a certified car", car({ certified: true })],
    ["a car tagged Test-Drive Only", car({ tag: "Test-Drive Only" })],
  ])("card and vehicle page agree on %s", (_, c) => {
    const site = config({
      labels: { soldTag: "Sold Out" },
      vehicle: {
        marketIndicator: true,
        certifiedBadge: { make: "Toyota", imageUrl: "/brand/certified.svg", alt: "Certified" },
      },
    } as Partial<SiteConfigInput>);
    const { card, page } = bothViews(c, site);
    expect(page).toEqual(card);
  });

  it("gives a sold car without a feed tag the site's sold label", () => {
    const site = config({ labels: { soldTag: "Sold Out" } } as Partial<SiteConfigInput>);
    expect(carPresentation(car({ status: "sold" }), site, NOW).badge).toEqual({
      kind: "sold",
      text: "Sold Out",
    });
  });

  it("shows the market indicator only beside a shown price", () => {
    const site = config({ vehicle: { marketIndicator: true } } as Partial<SiteConfigInput>);
    const under = { autograb_data: { ...market, fill: 0 } as Car["autograb_data"] };
    expect(carPresentation(car({ ...under, price: 24_990 }), site, NOW).belowMarket).toBe(4_010);
    expect(carPresentation(car({ ...under, price: 0 }), site, NOW).belowMarket).toBeNull();
    expect(carPresentation(car({ ...under, status: "sold" }), site, NOW).belowMarket).toBeNull();
  });

  it("saves the car under its full name, else its title", () => {
    const entry = carPresentation(car({ name: "" }), config(), NOW).favourite.entry;
    expect(entry).toMatchObject({
      id: 7,
      name: "2020 Toyota Corolla",
      slug: "2020-toyota-corolla-7",
    });
  });
});
