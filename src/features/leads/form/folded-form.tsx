"use client";
/**
 * A lead form folded under its summary and drawn in the browser the first time the fold opens,
 * so a page with several forms does not send the markup of those a shopper never opens (a test
 * drive's times alone are about 200 options). A link to `anchor` still opens the fold: until the
 * form is drawn a placeholder carries the anchor (browsers open a <details> around the fragment
 * they go to), then the form, whose id it is, carries it. Without JavaScript the fold holds a
 * link to the page that serves the same form.
 */
import { type ReactNode, useRef } from "react";
import { useOpenedOnce } from "@/components/ui/opened-once";

type Props = {
  /** The fold's <summary>. */
  summary: ReactNode;
  /** The form's id, which the page's links point at. */
  anchor: string;
  /** The page with the same form, for a browser without JavaScript. */
  fallback: { href: string; label: string };
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
};

export function FoldedForm({
  summary,
  anchor,
  fallback,
  className,
  bodyClassName,
  children,
}: Props) {
  const fold = useRef<HTMLDetailsElement>(null);
  const opened = useOpenedOnce(fold);
  return (
    <details ref={fold} className={className}>
      {summary}
      <div className={bodyClassName}>
        {opened ? (
          children
        ) : (
          <div id={anchor}>
            <noscript>
              <a
                href={fallback.href}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {fallback.label}
              </a>
            </noscript>
          </div>
        )}
      </div>
    </details>
  );
}
