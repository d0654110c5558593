import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteForceSearch } from "./brute-force-search.test-support";
import { buildSiteIndex, NO_SITE_INDEXES, type SearchIndex, type SitePolicy } from "./build-index";
import { buildSearchIndex, searchStock } from "./engine";
import type { CountStrategy } from "./facet-counter";
import { fleetArb, requestArb } from "./search-arbitraries.test-support";

// Hundreds of generated cases: generous on a busy machine, still a bound on a hang.
const PROPERTY_TIMEOUT_MS = 60_000;

// Every counting method must give the same answer; auto picks by cost, the others are forced.
const STRATEGIES: CountStrategy[] = [
  { method: "auto", complement: "auto", derive: true },
  { method: "scan", complement: "never", derive: false },
  { method: "intersect", complement: "never", derive: false },
  { method: "scan", complement: "always", derive: true },
  { method: "intersect", complement: "always", derive: true },
  { method: "intersect", complement: "never", derive: true },
];

describe("searchStock agrees with the brute-force reference", () => {
  for (const counting of STRATEGIES) {
    const name = `${counting.method}, complement ${counting.complement}, derive ${counting.derive}`;
    it(
      `on random fleets and requests (${name})`,
      () => {
        fc.assert(
          fc.property(
            fleetArb(),
            fc.array(requestArb, { minLength: 1, maxLength: 4 }),
            (cars, requests) => {
              const index = buildSearchIndex(cars, { counting });
              for (const request of requests) {
                const { ms, ...result } = searchStock(index, request);
                expect(ms).toBeGreaterThanOrEqual(0);
                expect(result).toEqual(bruteForceSearch(cars, request));
              }
            },
          ),
          { numRuns: 150 },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  }

  it(
    "on larger fleets, where bitsets span many words",
    () => {
      fc.assert(
        fc.property(fleetArb(300), requestArb, (cars, request) => {
          const { ms: _ms, ...result } = searchStock(buildSearchIndex(cars), request);
          expect(result).toEqual(bruteForceSearch(cars, request));
        }),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("a site asked of its own index (site-index.ts) answers as the whole index does", () => {
  const everySite: SitePolicy = { minIndexSize: 0, maxSiteShare: 1 };
  // 4-letter words some car's token begins ("toyo": Toyota), while other cars' tokens are a
  // typo from them ("toy" of stock number toy-9): a site without that car must still give
  // them no typo.
  const siteRequestArb = fc
    .tuple(requestArb, fc.constantFrom(undefined, "toyo", "rove", "rang", "toyo sr5"))
    .map(([request, query]) => (query === undefined ? request : { ...request, query }));
  it(
    "on random fleets and requests, every site given an index of its own",
    () => {
      fc.assert(
        fc.property(
          fleetArb(),
          fc.array(siteRequestArb, { minLength: 1, maxLength: 4 }),
          (cars, requests) => {
            const index = buildSearchIndex(cars, { sites: everySite });
            // Twice: the second asks the site indexes the first one built.
            for (const request of [...requests, ...requests]) {
              const { ms: _ms, ...result } = searchStock(index, request);
              expect(result).toEqual(bruteForceSearch(cars, request));
            }
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  /** An index's columns and memos, all but its cars and its dealership counts' memo. */
  const columns = ({ cars: _cars, dealerCounts: _counts, ...rest }: SearchIndex) => rest;

  it(
    "a site's index read from the whole index's columns equals the index built from its cars",
    () => {
      fc.assert(
        fc.property(fleetArb(), fc.array(fc.integer({ min: 1, max: 6 })), (fleet, ids) => {
          const whole = buildSearchIndex(fleet, { sites: everySite });
          const cars = [...whole.cars];
          const wanted = new Set(ids);
          const positions = Uint32Array.from(
            cars.flatMap((car, position) => (wanted.has(car.dealership_id) ? [position] : [])),
          );
          const options = { sites: NO_SITE_INDEXES };
          const site = buildSiteIndex(whole, positions, options);
          const siteCars = cars.filter((car) => wanted.has(car.dealership_id));
          const built = buildSearchIndex(siteCars, options);
          expect(columns(site)).toEqual(columns(built));
          expect([...site.cars]).toEqual(siteCars);
          for (const id of wanted)
            expect(site.dealerCounts.get(id)).toEqual(built.dealerCounts.get(id));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
