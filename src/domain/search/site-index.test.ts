import { describe, expect, it } from "vitest";
import type { Car } from "@/domain/car/car";
import { buildSearchIndex, type SearchIndex, type SitePolicy } from "./build-index";
import { siteIndexFor } from "./site-index";
import { testCar } from "./test-car.test-support";

const everySite: SitePolicy = { minIndexSize: 0, maxSiteShare: 1 };

/** Four dealerships of 10 cars each: one dealership is a quarter of the cars. */
const fleet = Array.from({ length: 40 }, (_, i) =>
  testCar({ id: i + 1, dealership_id: 1 + (i % 4) }),
);

const build = (cars: readonly Car[]) => buildSearchIndex(cars);

describe("siteIndexFor", () => {
  it("builds a site's index of its dealerships' cars once, whatever the order of the ids", () => {
    const whole = buildSearchIndex(fleet, { sites: everySite });
    const site = siteIndexFor(whole, [3, 1], build);
    expect(site?.cars.map((car) => car.id)).toEqual(
      fleet.filter((car) => car.dealership_id === 1 || car.dealership_id === 3).map((c) => c.id),
    );
    expect(siteIndexFor(whole, [1, 3, 3], build)).toBe(site);
  });

  it("leaves small indexes and sites of a large share of the cars to the whole index", () => {
    expect(siteIndexFor(buildSearchIndex(fleet), [1], build)).toBeNull();
    const quarter: SitePolicy = { minIndexSize: 0, maxSiteShare: 0.25 };
    const whole = buildSearchIndex(fleet, { sites: quarter });
    expect(siteIndexFor(whole, [1], build)).not.toBeNull();
    expect(siteIndexFor(whole, [1, 2], build)).toBeNull();
    expect(siteIndexFor(whole, [9], build)).toBeNull();
  });

  it("keeps half the cars at most, dropping only a site index unused for 200 site queries", () => {
    const whole = buildSearchIndex(fleet, { sites: everySite });
    const one = siteIndexFor(whole, [1], build);
    const two = siteIndexFor(whole, [2], build);
    expect(one).not.toBeNull();
    expect(two).not.toBeNull();
    // Half the cars are kept and both were just used: the whole index answers dealership 3.
    expect(siteIndexFor(whole, [3], build)).toBeNull();
    // Dealership 1's index was last used by the first of these site queries (the 3rd is 3's).
    let last: SearchIndex | null = null;
    for (let i = 0; i < 196; i++) last = siteIndexFor(whole, [2], build);
    expect(last).toBe(two);
    expect(siteIndexFor(whole, [3], build)).toBeNull(); // unused for 199 site queries
    const three = siteIndexFor(whole, [3], build); // for 200
    expect(three).not.toBeNull();
    expect(siteIndexFor(whole, [2], build)).toBe(two);
    // Dealership 1's index was dropped for 3's; 2 and 3 were just used, so 1 is not rebuilt.
    expect(siteIndexFor(whole, [1], build)).toBeNull();
  });
});
