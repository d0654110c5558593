import Link from "next/link";
import type { Model, ModelVariant } from "@/domain/model/model";
import { orderNowHref, splitFeatures, variantPriceBand } from "@/domain/model/showroom";
import { PriceBandText } from "./price-band";

/**
 * One variant: name, series, drive-away band, the first 8 features with View more / View less
 * (a native disclosure, no JavaScript), and its quote button unless the model is coming soon.
 */
export function VariantCard({ model, variant }: { model: Model; variant: ModelVariant }) {
  const { first, rest } = splitFeatures(variant.features);
  const headingId = `variant-${variant.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-brand border border-black/10 bg-page p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {variant.name}
      </h3>
      <p className="text-sm text-ink/75">
        {variant.full_name}
        {variant.series ? ` · ${variant.series}` : ""}
      </p>
      <PriceBandText band={variantPriceBand(variant)} className="mt-2 text-xl text-brand" />
      {first.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">Key features</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {first.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {rest.length > 0 ? (
            <details className="group mt-1 text-sm">
              <summary className="cursor-pointer font-semibold text-brand underline underline-offset-4">
                <span className="group-open:hidden">View more</span>
                <span className="hidden group-open:inline">View less</span>
                <span className="sr-only"> features of the {variant.name}</span>
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {rest.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
      {model.status !== "coming_soon" ? (
        <div className="mt-auto pt-4">
          <Link
            href={orderNowHref(model, variant)}
            className="block w-fit rounded-brand bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast hover:opacity-90"
          >
            Get a Quote<span className="sr-only"> for the {variant.name}</span>
          </Link>
        </div>
      ) : null}
    </article>
  );
}
