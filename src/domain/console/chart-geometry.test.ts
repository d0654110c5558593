import { describe, expect, it } from "vitest";
import { labelStep, linearScale, niceTicks, rankingBars, stackedBars } from "./chart-geometry";

describe("linearScale", () => {
  it("maps the domain onto the range, inverted for an SVG y axis", () => {
    const y = linearScale([0, 40], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(150);
    expect(y(40)).toBe(0);
  });
  it("maps everything to the range start when the domain has no width", () => {
    expect(linearScale([5, 5], [10, 20])(7)).toBe(10);
  });
});

describe("niceTicks", () => {
  it("rounds the step up to 1, 2 or 5 times a power of ten", () => {
    // 47 / 4 = 11.75 -> 20; top 60.
    expect(niceTicks(47, 4)).toEqual([0, 20, 40, 60]);
    // 10 / 4 = 2.5 -> 5.
    expect(niceTicks(10, 4)).toEqual([0, 5, 10]);
    // 3 / 4 < 1 -> step 1.
    expect(niceTicks(3, 4)).toEqual([0, 1, 2, 3]);
    // 1,234 / 4 = 308.5 -> 500.
    expect(niceTicks(1234, 4)).toEqual([0, 500, 1000, 1500]);
  });
  it("gives 0 and 1 for nothing to show", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe("stackedBars", () => {
  const box = { width: 240, height: 140, left: 40, right: 0, top: 20, bottom: 20 };

  it("stacks the series from the bottom of each column", () => {
    const chart = stackedBars(
      [
        { label: "Mon", values: [2, 1] },
        { label: "Tue", values: [0, 4] },
      ],
      box,
    );
    // Plot 40..240 wide, 20..120 high; totals 3 and 4 -> ticks 0..4 step 1, 25 px a lead.
    expect(chart.plot).toEqual({ left: 40, right: 240, top: 20, bottom: 120 });
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.ticks[4]?.y).toBe(20);
    const [mon, tue] = chart.groups;
    // Columns 100 px apart, bars 80 px wide, centred.
    expect(mon?.x).toBe(50);
    expect(mon?.center).toBe(90);
    expect(mon?.bars).toEqual([
      { series: 0, value: 2, x: 50, width: 80, y: 70, height: 50 },
      { series: 1, value: 1, x: 50, width: 80, y: 45, height: 25 },
    ]);
    // A zero value draws nothing; the next series starts at the bottom.
    expect(tue?.bars).toEqual([{ series: 1, value: 4, x: 150, width: 80, y: 20, height: 100 }]);
  });

  it("draws an empty chart with an axis of 0 and 1", () => {
    const chart = stackedBars([], box);
    expect(chart.groups).toEqual([]);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1]);
  });

  it("treats negative values as none", () => {
    const chart = stackedBars([{ label: "x", values: [-3, 2] }], box);
    expect(chart.groups[0]?.bars.map((b) => b.value)).toEqual([2]);
  });
});

describe("rankingBars", () => {
  it("sizes each bar against the largest value", () => {
    expect(rankingBars([40, 10, 0], 200)).toEqual([
      { value: 40, width: 200 },
      { value: 10, width: 50 },
      { value: 0, width: 0 },
    ]);
  });
  it("keeps a tiny value visible", () => {
    expect(rankingBars([1000, 1], 100)[1]?.width).toBe(1);
  });
  it("draws nothing when every value is zero", () => {
    expect(rankingBars([0, 0], 100)).toEqual([
      { value: 0, width: 0 },
      { value: 0, width: 0 },
    ]);
  });
});

describe("labelStep", () => {
  it("shows every label while they fit, else every n-th", () => {
    expect(labelStep(7, 10)).toBe(1);
    expect(labelStep(30, 6)).toBe(5);
    expect(labelStep(31, 6)).toBe(6);
    expect(labelStep(0, 0)).toBe(1);
  });
});
