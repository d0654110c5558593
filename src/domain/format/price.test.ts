import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount, formatPrice, groupThousands } from "./price";

describe("formatPrice", () => {
  it.each([
    [34990, "$34,990"],
    [0, "$0"],
    [999, "$999"],
    [1000, "$1,000"],
    [250000, "$250,000"],
    [1234567, "$1,234,567"],
    // No decimals: 1360.50 rounds half up to 1361; 34989.4 rounds down.
    [1360.5, "$1,361"],
    [34989.4, "$34,989"],
    [-500, "-$500"],
    // -0.4 rounds to 0, which carries no sign.
    [-0.4, "$0"],
  ])("%s → %s", (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it("gives '' for missing or non-finite input", () => {
    expect(formatPrice(undefined)).toBe("");
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(Number.NaN)).toBe("");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("reads back to the rounded number once '$' and ',' are removed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        const text = formatPrice(n);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/[$,]/g, ""))).toBe(n);
      }),
    );
  });
});

describe("groupThousands", () => {
  it("groups without a currency sign", () => {
    expect(groupThousands(45123)).toBe("45,123");
    expect(groupThousands(-1000)).toBe("-1,000");
    expect(groupThousands(Number.NaN)).toBeNull();
  });
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [25041, "25,041"],
    [1234567, "1,234,567"],
  ])("%s → %s", (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it("writes a whole number as Australian English does (toLocaleString 'en-AU')", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString("en-AU"));
      }),
    );
  });
});

/** Source files under src/ that can run in a browser (not tests, not server-only modules). */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|server)\.tsx?$|\.d\.ts$/.test(entry.name))
      return [];
    const text = readFileSync(full, "utf8");
    return text.includes('import "server-only"') ? [] : [full];
  });
}

describe("numbers on pages", () => {
  it("are never written with toLocaleString, whose first call in a browser builds a formatter", () => {
    const src = fileURLToPath(new URL("../..", import.meta.url));
    const found = browserSources(src).filter((file) =>
      /\.toLocaleString\(/.test(readFileSync(file, "utf8")),
    );
    expect(found.map((file) => path.relative(src, file))).toEqual([]);
  });
});
