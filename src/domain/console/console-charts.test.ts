import { describe, expect, it } from "vitest";
import { dailySeries, funnel, SERIES_COLOURS } from "./console-charts";

describe("dailySeries", () => {
  it("puts each day's counts in series order, largest series first, empty days as zeros", () => {
    const chart = dailySeries(
      [
        { day: "2026-03-01", series: "Finance", count: 1 },
        { day: "2026-03-01", series: "Enquiry", count: 2 },
        { day: "2026-03-03", series: "Enquiry", count: 3 },
        { day: "2026-02-01", series: "Enquiry", count: 9 },
      ],
      ["2026-03-01", "2026-03-02", "2026-03-03"],
    );
    // Enquiry 14 in all (9 outside the days still ranks it), Finance 1.
    expect(chart.series).toEqual(["Enquiry", "Finance"]);
    expect(chart.days).toEqual([
      { day: "2026-03-01", values: [2, 1], total: 3 },
      { day: "2026-03-02", values: [0, 0], total: 0 },
      { day: "2026-03-03", values: [3, 0], total: 3 },
    ]);
    expect(chart.total).toBe(6);
  });

  it("keeps seven series and adds the rest up as Other", () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      day: "2026-03-01",
      series: `S${i}`,
      count: 10 - i,
    }));
    const chart = dailySeries(rows, ["2026-03-01"]);
    expect(chart.series).toEqual(["S0", "S1", "S2", "S3", "S4", "S5", "S6", "Other"]);
    // S7..S9: 3 + 2 + 1.
    expect(chart.days[0]?.values).toEqual([10, 9, 8, 7, 6, 5, 4, 6]);
  });

  it("is empty without rows", () => {
    expect(dailySeries([], ["2026-03-01"])).toEqual({
      series: [],
      days: [{ day: "2026-03-01", values: [], total: 0 }],
      total: 0,
    });
  });
});

describe("funnel", () => {
  it("gives each stage's share of the one before", () => {
    expect(
      funnel([
        { label: "Searches", count: 400 },
        { label: "Vehicle views", count: 300 },
        { label: "Leads", count: 12 },
      ]),
    ).toEqual([
      { label: "Searches", count: 400, rate: null },
      { label: "Vehicle views", count: 300, rate: 75 },
      { label: "Leads", count: 12, rate: 4 },
    ]);
  });
  it("has no share after a stage of zero", () => {
    expect(
      funnel([
        { label: "a", count: 0 },
        { label: "b", count: 0 },
      ])[1]?.rate,
    ).toBeNull();
  });
});

describe("SERIES_COLOURS", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  it("each contrasts at least 3:1 with white", () => {
    for (const colour of SERIES_COLOURS)
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(3);
  });
});
