import { describe, expect, it } from "vitest";
import { buildSearchIndex, buildSiteIndex, type SearchIndex, type SitePolicy } from "./build-index";
import { siteIndexFor } from "./site-index";
import { testCar } from "./test-car.test-support";

const everySite: SitePolicy = { minIndexSize: 0, maxSiteShare: 1 };

/** Four dealerships of 10 cars each: one dealership is a quarter of the cars. */
const fleet = Array.from({ length: 40 }, (_, i) =>
  testCar({ id: i + 1, dealership_id: 1 + (i % 4) }),
);

/** Builds a site's index of the whole index's columns. */
const build = (whole: SearchIndex) => (positions: Uint32Array) => buildSiteIndex(whole, positions);

describe("siteIndexFor", () => {
  it("builds a site's index of its dealerships' cars once, whatever the order of the ids", () => {
    const whole = buildSearchIndex(fleet, { sites: everySite });
    const site = siteIndexFor(whole, [3, 1], build(whole));
    expect([...(site?.cars ?? [])].map((car) => car.id)).toEqual(
      fleet.filter((car) => car.dealership_id === 1 || car.dealership_id === 3).map((c) => c.id),
    );
    expect(siteIndexFor(whole, [1, 3, 3], build(whole))).toBe(site);
  });

  it("leaves small indexes and sites of a large share of the cars to the whole index", () => {
    const small = buildSearchIndex(fleet);
    expect(siteIndexFor(small, [1], build(small))).toBeNull();
    const quarter: SitePolicy = { minIndexSize: 0, maxSiteShare: 0.25 };
    const whole = buildSearchIndex(fleet, { sites: quarter });
    expect(siteIndexFor(whole, [1], build(whole))).not.toBeNull();
    expect(siteIndexFor(whole, [1, 2], build(whole))).toBeNull();
    expect(siteIndexFor(whole, [9], build(whole))).toBeNull();
  });

  /** A whole index of four equal dealerships, and the site indexes it builds. */
  const counted = () => {
    const whole = buildSearchIndex(fleet, { sites: everySite });
    const built: string[] = [];
    const ask = (id: number) =>
      siteIndexFor(whole, [id], (positions) => {
        built.push(`${id}`);
        return buildSiteIndex(whole, positions);
      });
    return { ask, built };
  };

  it("keeps three quarters of the cars at most: sites asked in turn beyond that are not rebuilt each time", () => {
    const { ask, built } = counted();
    // Dealerships 1, 2 and 3 fill the three quarters; 4 is answered by the whole index every
    // time round.
    for (let round = 0; round < 10; round++) for (const id of [1, 2, 3, 4]) ask(id);
    expect(built).toEqual(["1", "2", "3"]);
    expect([ask(1), ask(2), ask(3), ask(4)].map((site) => site !== null)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Asked twice running, 4 is asked more often than 1 now: 1's index gives way.
    expect(ask(4)).not.toBeNull();
    expect(built).toEqual(["1", "2", "3", "4"]);
  });

  it("drops the indexes of sites no longer asked for those of sites asked now", () => {
    const { ask, built } = counted();
    for (let round = 0; round < 3; round++) for (const id of [1, 2, 3]) ask(id);
    // First asked: no room, and nothing is dropped for a site never asked before.
    expect(ask(4)).toBeNull();
    // Asked again the next query: 1 was unused for longer (4 queries).
    expect(ask(4)).not.toBeNull();
    expect(built).toEqual(["1", "2", "3", "4"]);
    // 1 was last asked 5 queries ago: 2, 3 and 4, asked since, stay.
    expect(ask(1)).toBeNull();
  });
});
