import { describe, expect, it } from "vitest";
import { formatImportReport } from "./format-report";

describe("formatImportReport", () => {
  it("prints aligned counts and nothing more for a clean import", () => {
    expect(
      formatImportReport({ added: 12, updated: 3, sold: 1, unchanged: 480, rejected: [] }),
    ).toBe(
      [
        "  added           12",
        "  updated          3",
        "  sold             1",
        "  unchanged      480",
        "  rejected rows    0",
      ].join("\n"),
    );
  });

  it("counts a row with two bad fields once, and lists each field", () => {
    const text = formatImportReport({
      added: 0,
      updated: 0,
      sold: 0,
      unchanged: 0,
      rejected: [
        { row: 4, field: "price", message: "must be a number" },
        { row: 4, field: "year", message: "is required" },
        { row: 12, field: "dealership", message: '"x" is not a dealership of this site' },
      ],
    });
    expect(text).toContain("  rejected rows  2");
    expect(text).toContain("    4  price       must be a number");
    expect(text).toContain('   12  dealership  "x" is not a dealership of this site');
  });
});
