"use client";
/**
 * The auto gauge: fetched from GET {car path}/autogauge after the page is up. A skeleton while
 * loading; then the gauge, or nothing at all when the fetch fails ('No data returned' for an
 * empty answer, logged) or the hide rules say so. Figures count up over 2 s, the fill over 2.5 s.
 */
import { useEffect, useState } from "react";
import { formatPrice } from "@/domain/format/price";
import {
  AUTO_GAUGE,
  type AutoGaugeResult,
  countUpValue,
  dealLabel,
  fillLevel,
  visibleAutoGauge,
} from "@/domain/vehicle/auto-gauge";

type State = { kind: "loading" } | { kind: "shown"; gauge: AutoGaugeResult } | { kind: "none" };

const LEVEL_COLOUR = { low: "bg-amber-600", medium: "bg-lime-700", high: "bg-green-700" } as const;

function useCountUp(active: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      setElapsed(now - started);
      if (now - started < AUTO_GAUGE.fillCountUpMs) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return elapsed;
}

export function AutoGauge({ carPath }: { carPath: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const elapsed = useCountUp(state.kind === "shown");

  useEffect(() => {
    const abort = new AbortController();
    fetch(`${carPath}/autogauge`, { signal: abort.signal })
      .then(async (reply) => {
        if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
        const body: unknown = await reply.json().catch(() => null);
        if (!body) throw new Error("No data returned");
        const gauge = visibleAutoGauge(body as Partial<AutoGaugeResult>);
        setState(gauge ? { kind: "shown", gauge } : { kind: "none" });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Auto gauge:", error);
        setState({ kind: "none" });
      });
    return () => abort.abort();
  }, [carPath]);

  if (state.kind === "none") return null;
  if (state.kind === "loading") {
    return (
      <div
        aria-hidden="true"
        data-testid="auto-gauge-skeleton"
        className="animate-pulse space-y-2 rounded-brand bg-surface p-4"
      >
        <div className="h-4 w-1/3 rounded bg-ink/10" />
        <div className="h-3 w-full rounded bg-ink/10" />
        <div className="h-4 w-2/3 rounded bg-ink/10" />
      </div>
    );
  }
  const { gauge } = state;
  const fill = countUpValue(gauge.fill, elapsed, AUTO_GAUGE.fillCountUpMs);
  const money = (value: number) => formatPrice(countUpValue(value, elapsed, AUTO_GAUGE.countUpMs));
  const level = fillLevel(gauge.fill);
  return (
    <section
      aria-label="Market price gauge"
      className="rounded-brand border border-ink/10 bg-surface p-4"
    >
      <p className="flex items-center justify-between font-semibold">
        <span>{dealLabel(gauge.fill, gauge.description)}</span>
        <span className="text-sm font-normal text-ink/80">
          Listed at {money(gauge.listing_price)}
        </span>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot be styled alike in every browser */}
      <div
        role="meter"
        aria-label="Deal rating"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(gauge.fill * 100)}
        aria-valuetext={`${level} (${Math.round(gauge.fill * 100)} of 100)`}
        data-level={level}
        className="mt-2 h-3 overflow-hidden rounded-full bg-ink/15"
      >
        <div
          className={`h-full rounded-full ${LEVEL_COLOUR[level]}`}
          style={{ width: `${fill * 100}%` }}
        />
      </div>
      <p className="mt-2 flex justify-between text-sm text-ink/80">
        <span>Market from {money(gauge.market_range_min)}</span>
        <span>to {money(gauge.market_range_max)}</span>
      </p>
    </section>
  );
}
