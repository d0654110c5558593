"use client";
/**
 * The Sales this Month figure: the server renders today's count, and in the browser
 * it counts up over 2 s, then re-reads the clock every 150 000 ms and counts up to the new figure.
 */
import { useEffect, useRef, useState } from "react";
import {
  countUpValue,
  SALES_COUNTER_ANIMATION_MS,
  SALES_COUNTER_REFRESH_MS,
  salesCount,
} from "@/domain/content/sales-counter";
import { groupThousands } from "@/domain/format/price";

type Settings = { stepsPerDay: number; timeZone: string };

export function SalesCounter({ initial, settings }: { initial: number; settings: Settings }) {
  const [shown, setShown] = useState(initial);
  const current = useRef(initial);

  useEffect(() => {
    let frame = 0;
    const animate = (from: number, to: number) => {
      cancelAnimationFrame(frame);
      const start = performance.now();
      const tick = (time: number) => {
        const value = countUpValue(from, to, time - start, SALES_COUNTER_ANIMATION_MS);
        current.current = value;
        setShown(value);
        if (value !== to) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!reduced) animate(0, salesCount(new Date(), settings));
    const timer = window.setInterval(() => {
      const next = salesCount(new Date(), settings);
      if (reduced) setShown(next);
      else animate(current.current, next);
    }, SALES_COUNTER_REFRESH_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [settings]);

  return <span className="tabular-nums">{groupThousands(shown)}</span>;
}
