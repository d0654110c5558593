import Link from "next/link";
import type { Model } from "@/domain/model/model";
import { bodyFilterHref, filterModelsByBody, modelBodies } from "@/domain/model/showroom";
import { ModelCard } from "./model-card";

/** /models: the body-type filter as links (?body=), then the grid of matching models. */
export function ModelsShowroom({
  title,
  models,
  body,
}: {
  title: string;
  models: readonly Model[];
  body: string | null;
}) {
  const bodies = modelBodies(models);
  const shown = filterModelsByBody(models, body);
  const active = bodies.find((b) => b.toLowerCase() === body?.trim().toLowerCase()) ?? null;
  const filters: { label: string; value: string | null }[] = [
    { label: "All", value: null },
    ...bodies.map((b) => ({ label: b, value: b })),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {bodies.length > 1 ? (
        <nav aria-label="Filter by body type" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {filters.map((f) => {
              const current = f.value === active || (f.value === null && !body);
              return (
                <li key={f.label}>
                  <Link
                    href={bodyFilterHref(f.value)}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-brand border px-3 py-1.5 text-sm font-semibold ${
                      current
                        ? "border-brand bg-brand text-brand-contrast"
                        : "border-black/15 hover:border-brand"
                    }`}
                  >
                    {f.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <p className="mt-4 text-sm text-ink/75" aria-live="polite">
        {shown.length} {shown.length === 1 ? "model" : "models"}
        {active ? ` · ${active}` : ""}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((model) => (
            <li key={model.id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-brand bg-surface p-6">
          No models match this body type.{" "}
          <Link href="/models" className="font-semibold text-brand underline">
            Show all models
          </Link>
        </p>
      )}
    </div>
  );
}
