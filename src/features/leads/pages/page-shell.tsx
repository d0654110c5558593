/** The frame of the lead pages: a heading, an optional lead paragraph, then the page's blocks. */
import type { ReactNode } from "react";

export function LeadPageShell(props: {
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{props.title}</h1>
      {props.intro ? <div className="mt-3 max-w-3xl text-ink/80">{props.intro}</div> : null}
      <div
        className={
          props.aside
            ? "mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
            : "mt-8 max-w-3xl"
        }
      >
        <div className="rounded-brand border border-black/10 bg-page p-5 shadow-sm sm:p-8">
          {props.children}
        </div>
        {props.aside ? <aside className="space-y-6">{props.aside}</aside> : null}
      </div>
    </div>
  );
}
