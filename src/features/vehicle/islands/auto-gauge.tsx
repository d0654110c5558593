"use client";
/**
 * The auto gauge: fetched from GET {car path}/autogauge after the page is up. A skeleton while
 * loading; then the gauge, or nothing at all when the fetch fails ('No data returned' for an
 * empty answer, logged) or the hide rules say so. Figures count up over 2 s, the fill over 2.5 s.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
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

/**
 * Prices that count up from $0 to their values over AUTO_GAUGE.countUpMs. The figures are
 * written straight into their elements each frame (no render of the component per frame), so a
 * frame costs a few text changes inside the gauge's contained box. With reduced motion
 * requested, the values show at once.
 */
function useCountUpPrices(first: number, second: number, third: number) {
  const spans = useRef<(HTMLSpanElement | null)[]>([]);
  useLayoutEffect(() => {
    const values = [first, second, third];
    const write = (elapsed: number) =>
      values.forEach((value, i) => {
        const span = spans.current[i];
        const text = formatPrice(countUpValue(value, elapsed, AUTO_GAUGE.countUpMs));
        if (span && span.textContent !== text) span.textContent = text;
      });
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
      write(AUTO_GAUGE.countUpMs);
      return;
    }
    write(0);
    const started = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      write(now - started);
      if (now - started < AUTO_GAUGE.countUpMs) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [first, second, third]);
  return (i: number) => (span: HTMLSpanElement | null) => {
    spans.current[i] = span;
  };
}

export function AutoGauge({ carPath }: { carPath: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });

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
  return <Gauge gauge={state.gauge} />;
}

function Gauge({ gauge }: { gauge: AutoGaugeResult }) {
  const price = useCountUpPrices(
    gauge.listing_price,
    gauge.market_range_min,
    gauge.market_range_max,
  );
  const level = fillLevel(gauge.fill);
  return (
    <section
      aria-label="Market price gauge"
      className="rounded-brand border border-ink/10 bg-surface p-4 [contain:content]"
    >
      <p className="flex items-center justify-between font-semibold">
        <span>{dealLabel(gauge.fill, gauge.description)}</span>
        <span className="text-sm font-normal text-ink/80">
          Listed at <span ref={price(0)} />
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
        {/* Fills over AUTO_GAUGE.fillCountUpMs on the compositor (gauge-fill, globals.css). */}
        <div
          className={`gauge-fill h-full rounded-full ${LEVEL_COLOUR[level]}`}
          style={{
            width: `${gauge.fill * 100}%`,
            animationDuration: `${AUTO_GAUGE.fillCountUpMs}ms`,
          }}
        />
      </div>
      <p className="mt-2 flex justify-between text-sm text-ink/80">
        <span>
          Market from <span ref={price(1)} />
        </span>
        <span>
          to <span ref={price(2)} />
        </span>
      </p>
    </section>
  );
}
