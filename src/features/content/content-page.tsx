/**
 * The frame of the supporting pages: one h1, an optional lead paragraph, then titled sections.
 * Plain server markup; the only script on these pages is an island that needs one.
 */
import type { ReactNode } from "react";

export function ContentPage(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{props.title}</h1>
      {props.lead ? <div className="mt-4 text-lg text-ink/85">{props.lead}</div> : null}
      <div className="mt-8 space-y-10">{props.children}</div>
    </article>
  );
}

export function ContentSection(props: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="space-y-3 leading-relaxed">
      <h2 id={props.id} className="text-2xl font-bold tracking-tight">
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Question and answer pairs as native disclosures: readable and operable without script. */
export function Questions({ items }: { items: readonly { q: string; a: ReactNode }[] }) {
  return (
    <div className="divide-y divide-black/10 rounded-brand border border-black/10">
      {items.map((item) => (
        <details key={item.q} className="group p-4">
          <summary className="cursor-pointer font-semibold">{item.q}</summary>
          <div className="mt-2 text-ink/85">{item.a}</div>
        </details>
      ))}
    </div>
  );
}
