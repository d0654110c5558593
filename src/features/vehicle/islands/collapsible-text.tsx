"use client";
/** Dealer comments cut at 400 characters with a more / less toggle. */
import { useState } from "react";

export function CollapsibleText({ short, full }: { short: string; full: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p className="whitespace-pre-line">{open ? full : short}</p>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 font-semibold text-brand underline underline-offset-4"
      >
        {open ? "Read less" : "Read more"}
      </button>
    </div>
  );
}
