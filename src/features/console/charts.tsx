/**
 * The console's charts: plain SVG drawn on the server (no script, no chart library). Each chart
 * is a figure named by its caption (the svg is role="img" with that name), and the numbers follow
 * in a table inside a <details>, so a screen reader and a keyboard user get every value. Colours
 * contrast 3:1 or more with the white ground; the table tells the series apart without colour.
 */
import { labelStep, rankingBars, stackedBars } from "@/domain/console/chart-geometry";
import {
  type DailySeries,
  type FunnelStage,
  SERIES_COLOURS,
} from "@/domain/console/console-charts";

const BOX = { width: 720, height: 240, left: 40, right: 8, top: 12, bottom: 28 };

const shortDay = (day: string) => {
  const [, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${d}/${m}`;
};

function Legend({ series }: { series: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {series.map((name, i) => (
        <li key={name} className="flex items-center gap-1">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

export function DailyLeadsChart({
  id,
  title,
  data,
  seriesHeading,
}: {
  id: string;
  title: string;
  data: DailySeries;
  seriesHeading: string;
}) {
  const chart = stackedBars(
    data.days.map((d) => ({ label: shortDay(d.day), values: d.values })),
    BOX,
  );
  const step = labelStep(chart.groups.length, 10);
  const titleId = `${id}-title`;
  return (
    <figure className="rounded border border-slate-300 bg-white p-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-2 font-semibold">
        {title} ({data.total} in all)
      </figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
      >
        <title>{`${title}: bar chart, the numbers are in the table below`}</title>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={chart.plot.left}
              x2={chart.plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke="#cbd5e1"
            />
            <text
              x={chart.plot.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fontSize="11"
              fill="#334155"
            >
              {tick.value}
            </text>
          </g>
        ))}
        {chart.groups.map((group, i) => (
          <g key={group.label}>
            {group.bars.map((bar) => (
              <rect
                key={bar.series}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={SERIES_COLOURS[bar.series % SERIES_COLOURS.length]}
              />
            ))}
            {i % step === 0 && (
              <text
                x={group.center}
                y={chart.plot.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#334155"
              >
                {group.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <Legend series={data.series} />
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium">
          Show the numbers as a table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 border-collapse text-sm">
            <caption className="text-left">
              {title}, by day and {seriesHeading.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="p-1 text-left">
                  Day
                </th>
                {data.series.map((name) => (
                  <th key={name} scope="col" className="p-1 text-right">
                    {name}
                  </th>
                ))}
                <th scope="col" className="p-1 text-right">
                  All
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.day} className="border-t border-slate-200">
                  <th scope="row" className="p-1 text-left font-normal">
                    {day.day}
                  </th>
                  {day.values.map((value, i) => (
                    <td key={data.series[i]} className="p-1 text-right">
                      {value}
                    </td>
                  ))}
                  <td className="p-1 text-right">{day.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Horizontal bars with their numbers beside them, one row per item. */
export function RankingChart({
  id,
  title,
  rows,
  valueHeading,
  extra,
}: {
  id: string;
  title: string;
  rows: readonly { label: string; value: number; href?: string; note?: string }[];
  valueHeading: string;
  extra?: { heading: string; values: readonly (string | number)[] };
}) {
  const bars = rankingBars(
    rows.map((r) => r.value),
    300,
  );
  const titleId = `${id}-title`;
  return (
    <figure className="rounded border border-slate-300 bg-white p-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-2 font-semibold">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                Item
              </th>
              <th scope="col" className="p-1 text-left">
                {valueHeading}
              </th>
              {extra && (
                <th scope="col" className="p-1 text-right">
                  {extra.heading}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th scope="row" className="p-1 text-left font-normal">
                  {row.href ? (
                    <a href={row.href} className="text-blue-800 underline">
                      {row.label}
                    </a>
                  ) : (
                    row.label
                  )}
                </th>
                <td className="p-1">
                  <span className="flex items-center gap-2">
                    <svg width="300" height="14" aria-hidden="true" className="max-w-full">
                      <rect width={bars[i]?.width ?? 0} height="14" fill={SERIES_COLOURS[0]} />
                    </svg>
                    <span>
                      {row.value}
                      {row.note ? ` ${row.note}` : ""}
                    </span>
                  </span>
                </td>
                {extra && <td className="p-1 text-right">{extra.values[i]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

export function FunnelChart({ stages, days }: { stages: readonly FunnelStage[]; days: number }) {
  return (
    <RankingChart
      id="funnel"
      title={`From search to lead, last ${days} days`}
      valueHeading="Count"
      rows={stages.map((stage) => ({
        label: stage.label,
        value: stage.count,
        note: stage.rate === null ? undefined : `(${stage.rate}% of the step before)`,
      }))}
    />
  );
}
