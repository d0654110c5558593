/**
 * The calculator's calls to action: Enquire Now (to the vehicle page's finance form or the
 * finance page, as the site says) and, where the site turns it on, Get Finance Now opening the
 * 'Finance Enquiry' modal.
 */
import type { ReactNode } from "react";
import { GetFinanceNow } from "./get-finance-now";

type Props = {
  enquireHref: string;
  /** The modal's content and the link it falls back to; null: no Get Finance Now button. */
  modal: { href: string; content: ReactNode } | null;
};

export function CalculatorActions({ enquireHref, modal }: Props) {
  return (
    <>
      <a
        href={enquireHref}
        className="block rounded-brand bg-brand px-4 py-2.5 text-center font-semibold text-brand-contrast hover:opacity-90"
      >
        Enquire Now
      </a>
      {modal ? <GetFinanceNow href={modal.href}>{modal.content}</GetFinanceNow> : null}
    </>
  );
}
