"use client";
/**
 * A list that shows its first `shown` items and a toggle for the rest: the specifications
 * (4, Show More / Show Less) and the features (8, Show All / Hide). The items are rendered on
 * the server; only the toggle is script.
 */
import { Children, type ReactNode, useId, useState } from "react";

type Props = {
  shown: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  as?: "ul" | "dl";
  children: ReactNode;
};

export function ExpandableList({
  shown,
  moreLabel,
  lessLabel,
  className,
  as = "ul",
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const items = Children.toArray(children);
  const List = as;
  return (
    <>
      <List id={id} className={className}>
        {open ? items : items.slice(0, shown)}
      </List>
      {items.length > shown ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-3 font-semibold text-brand underline underline-offset-4"
        >
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
    </>
  );
}
