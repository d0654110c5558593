"use client";
import { useCallback, useEffect, useRef } from "react";
/**
 * The filter panel's container. From the large breakpoint up it is a sidebar. Below it, with
 * JavaScript, it is a drawer (a modal dialog) opened by the Filters button, and its footer's
 * 'Show Me N Cars' closes it onto the updated results. Without JavaScript the
 * panel simply shows above the results (see NoScriptPanel).
 */
import type { ItemWords } from "@/domain/car/item-words";
import { formatCount } from "@/domain/format/price";
import { useSearchShell } from "./search-shell-context";

const carsText = (count: number, words: ItemWords) =>
  `Show Me ${formatCount(count)} ${count === 1 ? words.One : words.Many}`;

export function FilterDrawerButton({ count, words }: { count: number; words: ItemWords }) {
  const shell = useSearchShell();
  return (
    <button
      id="filters-button"
      type="button"
      aria-haspopup="dialog"
      aria-expanded={shell?.drawerOpen ?? false}
      data-filters-button=""
      onClick={() => shell?.setDrawerOpen(true)}
      className="inline-flex min-h-11 items-center gap-2 rounded-brand border border-brand px-4 font-semibold text-brand lg:hidden"
    >
      Filters<span className="sr-only">: {carsText(count, words).replace("Show Me ", "")} now</span>
    </button>
  );
}

export function FilterDrawer({
  count,
  words,
  children,
}: {
  count: number;
  words: ItemWords;
  children: React.ReactNode;
}) {
  const shell = useSearchShell();
  const open = shell?.drawerOpen ?? false;
  const panel = useRef<HTMLDivElement>(null);
  const setOpen = shell?.setDrawerOpen;
  const close = useCallback(
    (then?: () => void) => {
      setOpen?.(false);
      requestAnimationFrame(() => {
        document.getElementById("filters-button")?.focus({ preventScroll: true });
        then?.();
      });
    },
    [setOpen],
  );

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    if (!panel.current?.contains(document.activeElement))
      panel.current?.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key !== "Tab" || !panel.current) return;
      // Keep Tab inside the open dialog.
      const focusable = panel.current.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([type=hidden]), select, summary",
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only while the role is dialog
    <div
      id="filters"
      ref={panel}
      role={open ? "dialog" : undefined}
      aria-modal={open || undefined}
      aria-labelledby={open ? "filters-heading" : undefined}
      data-open={open ? "" : undefined}
      className="max-lg:hidden max-lg:data-[open]:fixed max-lg:data-[open]:inset-0 max-lg:data-[open]:z-50 max-lg:data-[open]:flex max-lg:data-[open]:flex-col max-lg:data-[open]:bg-page"
    >
      <div className="flex items-center justify-between border-b border-black/10 px-4 py-3 lg:hidden">
        <h2 id="filters-heading" className="text-lg font-bold">
          Filters
        </h2>
        <button
          type="button"
          data-drawer-close=""
          onClick={() => close()}
          className="min-h-11 rounded-brand px-3 font-semibold text-brand"
        >
          Close<span className="sr-only"> filters</span>
        </button>
      </div>
      <div data-drawer-body="" className="max-lg:flex-1 max-lg:overflow-y-auto max-lg:px-4">
        {children}
      </div>
      <div className="border-t border-black/10 p-4 lg:hidden">
        <button
          type="button"
          onClick={() =>
            close(() =>
              document
                .getElementById("results")
                ?.scrollIntoView({ block: "start", behavior: "instant" }),
            )
          }
          className="min-h-12 w-full rounded-brand bg-brand px-4 text-lg font-bold text-brand-contrast group-data-[pending]/search:opacity-70"
        >
          {carsText(count, words)}
        </button>
      </div>
    </div>
  );
}

/** Without JavaScript there is no drawer: show the panel in the page, hide the button. */
export function NoScriptPanel() {
  return (
    <noscript>
      <style>
        {
          "#filters{display:block!important}#filters .lg\\:hidden,[data-filters-button]{display:none!important}"
        }
      </style>
    </noscript>
  );
}
