"use client";
/**
 * The breadcrumb: Home, car type, make, optional model, optional body, title. A browser
 * component so that the page's data carries the crumbs, not their elements.
 */
import type { Crumb } from "@/domain/vehicle/breadcrumb";

export function BreadcrumbNav({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink/80">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}|${crumb.href ?? ""}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <a href={crumb.href} className="underline-offset-4 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
