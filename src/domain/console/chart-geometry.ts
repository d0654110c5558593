/**
 * The geometry of the console's charts, drawn as plain SVG on the server: a linear scale, round
 * tick values for an axis, and the rectangles of a bar chart (one bar per category, or bars
 * stacked by series). Pure numbers in, numbers out; the page only draws what these return.
 */

/** A linear map from a value range to a pixel range; a zero-width domain maps to the range start. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** The step of about `count` ticks from 0 to `max`: 1, 2 or 5 times a power of ten (at least 1). */
function niceStep(max: number, count: number): number {
  const raw = max / Math.max(1, count);
  if (!(raw > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Whole-number ticks from 0 up to at least `max`, about `count` of them: max 47, count 4 gives
 * 0, 20, 40, 60 (step 47 / 4 = 11.75, rounded up to the nice 20). A max of 0 or less gives 0, 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max, count);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

export type ChartBox = {
  width: number;
  height: number;
  /** Room left of the plot for the value axis, and below it for the labels. */
  left: number;
  bottom: number;
  top: number;
  right: number;
};

export type Bar = { x: number; y: number; width: number; height: number; value: number };
export type BarGroup = {
  label: string;
  x: number;
  center: number;
  bars: (Bar & { series: number })[];
};
export type Tick = { value: number; y: number };

export type BarChartGeometry = {
  groups: BarGroup[];
  ticks: Tick[];
  /** The plot area: the value axis runs from plot.bottom (0) up to plot.top (the top tick). */
  plot: { left: number; right: number; top: number; bottom: number };
};

/**
 * A stacked bar chart: one column per category, each column the series' values stacked from the
 * bottom in series order. With one series it is a plain bar chart. Columns share the plot's width
 * evenly with a gap of a fifth of a column between them; zero values get no rectangle.
 */
export function stackedBars(
  categories: readonly { label: string; values: readonly number[] }[],
  box: ChartBox,
): BarChartGeometry {
  const plot = {
    left: box.left,
    right: box.width - box.right,
    top: box.top,
    bottom: box.height - box.bottom,
  };
  const totals = categories.map((c) => c.values.reduce((sum, v) => sum + Math.max(0, v), 0));
  const ticksAt = niceTicks(Math.max(0, ...totals));
  const y = linearScale([0, ticksAt[ticksAt.length - 1] ?? 1], [plot.bottom, plot.top]);
  const slot = categories.length > 0 ? (plot.right - plot.left) / categories.length : 0;
  const barWidth = slot * 0.8;
  const groups = categories.map((category, index) => {
    const x = plot.left + index * slot + (slot - barWidth) / 2;
    let base = 0;
    const bars: (Bar & { series: number })[] = [];
    category.values.forEach((raw, series) => {
      const value = Math.max(0, raw);
      if (value === 0) return;
      const top = y(base + value);
      bars.push({ series, value, x, width: barWidth, y: top, height: y(base) - top });
      base += value;
    });
    return { label: category.label, x, center: x + barWidth / 2, bars };
  });
  return { groups, ticks: ticksAt.map((value) => ({ value, y: y(value) })), plot };
}

/**
 * Horizontal bars for a ranking (most viewed cars, a funnel): each row's bar is its value's share
 * of the largest, at least 1 px wide when the value is above zero.
 */
export function rankingBars(
  values: readonly number[],
  width: number,
): { width: number; value: number }[] {
  const max = Math.max(0, ...values);
  return values.map((value) => ({
    value,
    width: max > 0 && value > 0 ? Math.max(1, (value / max) * width) : 0,
  }));
}

/** Every `step`-th label is shown so that they do not overlap (30 days: every 5th). */
export function labelStep(count: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
}
