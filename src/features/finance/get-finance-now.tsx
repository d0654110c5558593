"use client";
/**
 * 'Get Finance Now' (on sites that turn it on): opens the 'Finance Enquiry' modal
 * holding the finance form. Before JavaScript runs it is a plain link to the finance page's
 * form, so it always leads somewhere. The dialog is portalled out to <main>: the button sits inside
 * the calculator's form, and the finance form must not nest in it.
 */
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "@/components/ui/dialog";

export const FINANCE_ENQUIRY_TITLE = "Finance Enquiry";

type Props = { href: string; children: ReactNode; className?: string };

export function GetFinanceNow({ href, children, className = "" }: Props) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setReady(true), []);
  const style = `block w-full rounded-brand border-2 border-brand bg-page px-4 py-2 text-center font-semibold text-brand hover:bg-surface ${className}`;
  if (!ready) {
    return (
      <a href={href} className={style}>
        Get Finance Now
      </a>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={style}>
        Get Finance Now
      </button>
      {createPortal(
        <Dialog open={open} onClose={() => setOpen(false)} title={FINANCE_ENQUIRY_TITLE}>
          {children}
        </Dialog>,
        // Inside the site's themed wrapper, so the dialog keeps the dealer's colours.
        document.getElementById("main") ?? document.body,
      )}
    </>
  );
}
