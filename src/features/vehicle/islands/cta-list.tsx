"use client";
/**
 * The calls to action drawn from their links (cta-links.tsx works them out): the sidebar's
 * stack and the bars' rows. A browser component, so the page's data carries each link's address
 * and label rather than its elements, three times over (sidebar, sticky header, mobile bar).
 */
import { PhoneReveal } from "./phone-reveal";

export type CtaItem =
  | { kind: "link"; href: string; label: string; note: string | null }
  | { kind: "call"; masked: string; phone: string | null };

type Props = {
  items: readonly CtaItem[];
  /** Sidebar: full-width stack; bar: a compact row. */
  layout: "stack" | "bar";
  /** What a Call Now reveal reports. */
  call: { carId: number; dealershipId: number; websiteId: string };
};

export function CtaList({ items, layout, call }: Props) {
  const base =
    layout === "stack"
      ? "flex min-h-12 w-full flex-col items-center justify-center rounded-brand px-4 py-2 text-center font-semibold"
      : "flex min-h-11 flex-1 flex-col items-center justify-center rounded-brand px-2 py-1.5 text-center text-sm font-semibold leading-tight";
  return (
    <ul className={layout === "stack" ? "space-y-2" : "flex gap-2"}>
      {items.map((item, i) => {
        const tone =
          i === 0
            ? "bg-brand text-brand-contrast hover:opacity-90"
            : "border-2 border-brand bg-page text-brand hover:bg-surface";
        return (
          <li
            key={item.kind === "call" ? "call" : item.href + item.label}
            className={layout === "bar" ? "flex flex-1" : undefined}
          >
            {item.kind === "call" ? (
              <PhoneReveal
                variant="cta"
                masked={item.masked}
                phone={item.phone}
                {...call}
                className={`${base} ${tone}`}
              />
            ) : (
              <a href={item.href} className={`${base} ${tone}`}>
                {item.label}
                {item.note ? <span className="text-xs font-normal">{item.note}</span> : null}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
