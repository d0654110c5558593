"use client";
/**
 * The variants row: server-rendered cards in a horizontally scrolling list; from 4 variants arrow
 * buttons scroll it by one card. Without JavaScript the list still scrolls.
 */
import { type ReactNode, useRef } from "react";

export function VariantSlider({
  label,
  arrows,
  children,
}: {
  label: string;
  arrows: boolean;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const card = el.querySelector("li");
    const step = (card?.getBoundingClientRect().width ?? el.clientWidth) + 16;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    // The arrows wrap, as the colour arrows do: past the last card back to the first.
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: "smooth" });
    else el.scrollBy({ left: direction * step, behavior: "smooth" });
  };
  const arrow =
    "grid size-10 place-items-center rounded-full border border-black/15 bg-page text-xl font-bold hover:border-brand";
  return (
    <div>
      {arrows ? (
        <div className="mb-3 flex justify-end gap-2">
          <button
            type="button"
            className={arrow}
            aria-label="Previous variants"
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={arrow}
            aria-label="Next variants"
            onClick={() => scroll(1)}
          >
            ›
          </button>
        </div>
      ) : null}
      <ul
        ref={list}
        aria-label={label}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 [&>li]:w-[85%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-[calc(50%-0.5rem)] lg:[&>li]:w-[calc(33.333%-0.75rem)]"
      >
        {children}
      </ul>
    </div>
  );
}
