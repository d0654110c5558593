"use client";
/**
 * A row of cards that scrolls a page at a time: `pageSize` cards per page on wide screens, one
 * and a bit on phones (swipe). It starts at the first card (index 0).
 */
import { Children, type CSSProperties, type ReactNode, useRef } from "react";

export function Carousel({
  label,
  pageSize,
  children,
}: {
  label: string;
  pageSize: number;
  children: ReactNode;
}) {
  const track = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const page = (direction: -1 | 1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: "smooth" });
  };
  const style = { "--per-page": pageSize } as CSSProperties;
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        ref={track}
        style={style}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin] [&>li]:w-[85%] [&>li]:shrink-0 [&>li]:snap-start lg:[&>li]:w-[calc((100%-(var(--per-page)-1)*1rem)/var(--per-page))]"
      >
        {items.map((item, i) => (
          <li
            key={(item as { key?: string }).key ?? i}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
          >
            {item}
          </li>
        ))}
      </ul>
      {items.length > pageSize ? (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => page(-1)}
            className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-surface"
          >
            Previous<span className="sr-only"> similar cars</span>
          </button>
          <button
            type="button"
            onClick={() => page(1)}
            className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-surface"
          >
            Next<span className="sr-only"> similar cars</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
