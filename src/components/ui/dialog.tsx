"use client";
/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * and closes on Escape. On top of that, Tab and Shift+Tab wrap inside the dialog (the browser
 * would otherwise let focus leave for its own toolbar), and on closing focus goes back to what
 * had it before, usually the button that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Label of the close button. */
  closeLabel?: string;
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = "Close",
  className = "",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        returnTo.current?.focus();
        returnTo.current = null;
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab" || !ref.current) return;
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.offsetParent !== null,
        );
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      className={`m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] rounded-brand bg-page p-0 text-ink shadow-xl backdrop:bg-black/60 ${className}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-ink/15 px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="rounded-brand px-2 py-1 text-sm font-semibold underline-offset-4 hover:underline"
        >
          {closeLabel}
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
