"use client";
/**
 * The finance disclaimer, cut at 197 characters with Show More / Show Less. Built on
 * <details>, so it toggles without JavaScript and reports its expanded state to screen
 * readers; the short text hides and the full one shows while it is open. A site that hides the
 * toggle shows the whole text: a legal disclaimer is never cut without a way to read it. A
 * browser component, so that the page's data carries the text once rather than both cuts.
 */
import { truncateDisclaimer } from "@/domain/finance/disclaimer";

export type DisclaimerTextProps = {
  text: string;
  hideToggle: boolean;
  id?: string;
  className?: string;
};

export function DisclaimerText({ text, hideToggle, id, className = "" }: DisclaimerTextProps) {
  const view = truncateDisclaimer(text);
  if (!view.full) return null;
  const base = `text-xs leading-relaxed text-ink/80 ${className}`;
  if (hideToggle || !view.truncated) {
    return (
      <p id={id} className={`whitespace-pre-line ${base}`}>
        {view.full}
      </p>
    );
  }
  return (
    <div id={id} className={`group/disclaimer ${base}`}>
      <p className="group-has-[[open]]/disclaimer:hidden">{view.short}</p>
      <p className="hidden whitespace-pre-line group-has-[[open]]/disclaimer:block">{view.full}</p>
      <details className="mt-1">
        <summary className="w-fit cursor-pointer list-none font-semibold text-ink underline underline-offset-2 [&::-webkit-details-marker]:hidden">
          <span className="group-has-[[open]]/disclaimer:hidden">Show More</span>
          <span className="hidden group-has-[[open]]/disclaimer:inline">Show Less</span>
        </summary>
      </details>
    </div>
  );
}
