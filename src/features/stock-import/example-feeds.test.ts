/** The example feeds of examples/feeds/ stay valid, and say the same thing in both formats. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFeed } from "./parse-feed";
import type { FeedFormat } from "./types";
import { validateFeed } from "./validate-feed";

const DIR = path.resolve(__dirname, "../../../examples/feeds");
const directory = {
  dealerships: new Map([["redgum-preowned", 1]]),
  locations: new Map([
    ["1/redgum-preowned-enfield", 10],
    ["1/redgum-preowned-morphett-vale", 11],
  ]),
};
const NOW = new Date("2025-06-01T00:00:00Z");

function load(file: string, format: FeedFormat) {
  const parsed = parseFeed(readFileSync(path.join(DIR, file), "utf8"), format);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return validateFeed(parsed.value.records, directory, NOW);
}

describe("examples/feeds", () => {
  it("has no rejected row in either file, and the same cars with the same hashes", () => {
    const csv = load("redgum-preowned.csv", "csv");
    const json = load("redgum-preowned.json", "json");
    expect(csv.rejected).toEqual([]);
    expect(json.rejected).toEqual([]);
    expect(csv.rows.length).toBe(7);
    expect(json.rows.map((r) => [r.stocknum, r.hash])).toEqual(
      csv.rows.map((r) => [r.stocknum, r.hash]),
    );
  });
});
