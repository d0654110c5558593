import { describe, expect, it } from "vitest";
import { readCompareRefs } from "./compare-address";

describe("readCompareRefs", () => {
  it("reads ids and slugs in the order written", () => {
    expect(readCompareRefs("12,2021-toyota-hilux-7, 34")).toEqual([
      { kind: "id", id: 12 },
      { kind: "slug", slug: "2021-toyota-hilux-7" },
      { kind: "id", id: 34 },
    ]);
  });

  it("keeps at most three, drops repeats and entries that are neither", () => {
    expect(readCompareRefs("1,1,../etc,0,-4,2,<b>,3,4")).toEqual([
      { kind: "id", id: 1 },
      { kind: "id", id: 2 },
      { kind: "id", id: 3 },
    ]);
    expect(readCompareRefs("99999999999")).toEqual([]);
  });

  it("takes repeated parameters and nothing at all", () => {
    expect(readCompareRefs(["5", "6,7"])).toEqual([
      { kind: "id", id: 5 },
      { kind: "id", id: 6 },
      { kind: "id", id: 7 },
    ]);
    expect(readCompareRefs(undefined)).toEqual([]);
    expect(readCompareRefs(",, ,")).toEqual([]);
  });
});
