"use client";
/**
 * Sets data-state="open" on its element once the page has scrolled past `threshold` pixels
 * and "closed" above it: the sticky header (500 px) and the mobile bar's opened style (900 px)
 * are styled from it, so the script is only this switch.
 */
import { type ReactNode, useEffect, useState } from "react";

type Props = {
  threshold: number;
  className: string;
  children: ReactNode;
  /** Hidden from assistive technology and keyboard until open (the sticky header). */
  hideWhenClosed?: boolean;
  /** The element's accessible name; a labelled element is a section (a region) or a nav. */
  label?: string;
  as?: "div" | "nav" | "section";
};

export function ScrollFlag({
  threshold,
  className,
  children,
  hideWhenClosed = false,
  label,
  as = "div",
}: Props) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(window.scrollY > threshold);
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
      className={className}
    >
      {children}
    </Tag>
  );
}
