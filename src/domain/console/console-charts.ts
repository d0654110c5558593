/**
 * What the console's charts show, built from counted rows: leads per day split by form or by
 * location (the eight largest series by total, the rest as 'Other'), and the path from a search
 * to a vehicle page to a lead. Each chart is also a table, so the same numbers are read out.
 */

export type DailyCount = { day: string; series: string; count: number };

export type DailySeries = {
  series: string[];
  days: { day: string; values: number[]; total: number }[];
  total: number;
};

const MAX_SERIES = 8;
const OTHER_SERIES = "Other";

/** Counts per day and series, on every day of `days` (empty days are zeros). */
export function dailySeries(rows: readonly DailyCount[], days: readonly string[]): DailySeries {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.series, (totals.get(row.series) ?? 0) + row.count);
  const ranked = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name);
  const kept = ranked.length > MAX_SERIES ? ranked.slice(0, MAX_SERIES - 1) : ranked;
  const series = ranked.length > kept.length ? [...kept, OTHER_SERIES] : kept;
  const index = new Map(series.map((name, i) => [name, i]));
  const byDay = new Map(days.map((day) => [day, series.map(() => 0)]));
  for (const row of rows) {
    const values = byDay.get(row.day);
    if (!values) continue;
    const at = index.get(row.series) ?? index.get(OTHER_SERIES) ?? 0;
    values[at] = (values[at] ?? 0) + row.count;
  }
  const out = days.map((day) => {
    const values = byDay.get(day) ?? [];
    return { day, values, total: values.reduce((sum, v) => sum + v, 0) };
  });
  return { series, days: out, total: out.reduce((sum, d) => sum + d.total, 0) };
}

export type FunnelStage = { label: string; count: number; rate: number | null };

/** Each stage with its share of the stage before (whole percent; null for the first or after 0). */
export function funnel(stages: readonly { label: string; count: number }[]): FunnelStage[] {
  return stages.map((stage, i) => {
    const before = i > 0 ? stages[i - 1]?.count : undefined;
    return {
      ...stage,
      rate: before === undefined || before === 0 ? null : Math.round((stage.count / before) * 100),
    };
  });
}

/**
 * Series colours on white, each with a contrast of at least 3:1 against white (as graphics
 * need) and told apart by the table too, never by colour alone.
 */
export const SERIES_COLOURS = [
  "#1d4ed8",
  "#b45309",
  "#047857",
  "#be123c",
  "#6d28d9",
  "#0e7490",
  "#4d7c0f",
  "#475569",
] as const;
