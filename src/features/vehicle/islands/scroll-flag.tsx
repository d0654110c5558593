"use client";
/**
 * Sets data-state="open" on its element once the page has scrolled past `threshold` pixels
 * and "closed" above it: the sticky header (500 px) and the mobile bar's opened style (900 px)
 * are styled from it, so the script is only this switch. An element hidden until open (the
 * sticky header) draws its content the first time it opens: the page's markup leaves it out.
 */
import { type ReactNode, useEffect, useState } from "react";

/**
 * The two bars' styles, kept here rather than passed in, so that the page's data does not carry
 * their long class lists.
 */
const LOOKS = {
  "sticky-header":
    "fixed inset-x-0 top-0 z-40 -translate-y-full border-b border-ink/10 bg-page/95 shadow-md backdrop-blur transition-transform data-[state=open]:translate-y-0",
  "mobile-bar":
    "group fixed inset-x-0 bottom-0 z-40 border-t border-ink/15 bg-page/95 px-3 py-2 backdrop-blur transition-[padding,box-shadow] data-[state=open]:py-3 data-[state=open]:shadow-[0_-6px_20px_rgba(0,0,0,0.18)] lg:hidden",
} as const;

type Props = {
  threshold: number;
  look: keyof typeof LOOKS;
  children: ReactNode;
  /** Hidden from assistive technology and keyboard until open (the sticky header). */
  hideWhenClosed?: boolean;
  /** The element's accessible name; a labelled element is a section (a region) or a nav. */
  label?: string;
  as?: "div" | "nav" | "section";
};

export function ScrollFlag({
  threshold,
  look,
  children,
  hideWhenClosed = false,
  label,
  as = "div",
}: Props) {
  const [open, setOpen] = useState(false);
  // What is hidden until open (and so never shown without JavaScript) is drawn once first open.
  const [drawn, setDrawn] = useState(!hideWhenClosed);
  useEffect(() => {
    const update = () => {
      const past = window.scrollY > threshold;
      setOpen(past);
      if (past) setDrawn(true);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  const Tag = as;
  const hidden = hideWhenClosed && !open;
  return (
    <Tag
      data-state={open ? "open" : "closed"}
      aria-label={label}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      className={LOOKS[look]}
    >
      {drawn ? children : null}
    </Tag>
  );
}
