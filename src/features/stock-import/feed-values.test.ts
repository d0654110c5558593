import { describe, expect, it } from "vitest";
import { toBoolean, toEnumWord, toIsoDate, toList, toNumber, toSlug, toText } from "./feed-values";

describe("feed value normalisers", () => {
  it("read money and counts as a dealer system writes them", () => {
    expect(toNumber("$42,990")).toBe(42990);
    expect(toNumber(" 1,234.50 ")).toBe(1234.5);
    expect(toNumber("-3")).toBe(-3);
    expect(toNumber(7)).toBe(7);
    expect(toNumber("")).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber("1.2.3")).toBe("1.2.3"); // left for the schema to refuse
    expect(toNumber("12k")).toBe("12k");
  });

  it("read yes/no words and 1/0, and leave anything else", () => {
    expect(["TRUE", "Yes", "y", "1", 1].map(toBoolean)).toEqual([true, true, true, true, true]);
    expect(["false", "NO", "n", "0", 0].map(toBoolean)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(toBoolean("maybe")).toBe("maybe");
    expect(toBoolean(2)).toBe(2);
  });

  it("read dates as yyyy-mm-dd or dd/mm/yyyy, refusing days that do not exist", () => {
    expect(toIsoDate("2026-03-07")).toBe("2026-03-07");
    expect(toIsoDate("7/3/2026")).toBe("2026-03-07");
    expect(toIsoDate("29/02/2024")).toBe("2024-02-29");
    expect(toIsoDate("29/02/2025")).toBe("29/02/2025");
    expect(toIsoDate("03/07/26")).toBe("03/07/26");
  });

  it("split lists on | and drop empty parts; keep arrays", () => {
    expect(toList(" a | b ||c ")).toEqual(["a", "b", "c"]);
    expect(toList(["x"])).toEqual(["x"]);
    expect(toList("")).toBeUndefined();
  });

  it("spell enum words and slugs one way, and take numbers as text", () => {
    expect(toEnumWord("Coming Soon")).toBe("coming_soon");
    expect(toEnumWord("in-stock")).toBe("in_stock");
    expect(toSlug(" Redgum-Preowned ")).toBe("redgum-preowned");
    expect(toText(1042)).toBe("1042");
    expect(toText(Number.NaN)).toBeNaN();
  });
});
