import { describe, expect, it } from "vitest";
import { type PageItem, pageItems } from "./pagination";

const render = (items: PageItem[]) =>
  items.map((item) => (item.kind === "gap" ? "…" : String(item.page))).join(" ");

describe("pageItems", () => {
  it.each([
    [1, 1, "1"],
    [1, 2, "1 2"],
    [1, 5, "1 2 3 4 5"],
    [1, 10, "1 2 … 10"],
    [5, 10, "1 … 4 5 6 … 10"],
    [3, 10, "1 2 3 4 … 10"],
    [4, 10, "1 2 3 4 5 … 10"],
    [10, 10, "1 … 9 10"],
    [8, 10, "1 … 7 8 9 10"],
  ])("page %d of %d: %s", (current, pages, text) => {
    expect(render(pageItems(current, pages))).toBe(text);
  });

  it("has nothing for no pages, and clamps a page out of range", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(render(pageItems(99, 3))).toBe("1 2 3");
    expect(render(pageItems(-2, 3))).toBe("1 2 3");
  });
});
