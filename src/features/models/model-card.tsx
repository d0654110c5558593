import Link from "next/link";
import { Img } from "@/components/ui/img";
import { PLACEHOLDER_PHOTO_URL } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import type { Model } from "@/domain/model/model";
import { modelActions, modelFromPrice, truncateDescription } from "@/domain/model/showroom";

/** A model in the showroom grid: photo, name, short description, from-price and actions. */
export function ModelCard({ model }: { model: Model }) {
  const actions = modelActions(model);
  const from = modelFromPrice(model);
  const headingId = `model-${model.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-brand border border-black/10 bg-page shadow-sm"
    >
      <Link href={actions.imageHref} tabIndex={-1} aria-hidden="true">
        <Img
          src={model.image?.url ?? PLACEHOLDER_PHOTO_URL}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          quality={75}
          className="aspect-[3/2] w-full bg-surface object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 id={headingId} className="text-xl font-bold">
          <Link href={`/models/${model.slug}`} className="hover:underline">
            {model.make} {model.name}
          </Link>
        </h2>
        {model.status === "coming_soon" ? (
          <p className="w-fit rounded-brand bg-brand px-2 py-0.5 text-xs font-bold uppercase text-brand-contrast">
            Coming soon
          </p>
        ) : null}
        <p className="text-sm text-ink/80">{truncateDescription(model.short_description)}</p>
        {from !== null ? (
          <p className="mt-auto pt-2">
            <span className="text-sm text-ink/75">From </span>
            <span className="text-lg font-bold text-brand">{formatPrice(from)}</span>
            <span className="text-sm text-ink/75"> drive away</span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 pt-2">
          <Link
            href={`/models/${model.slug}`}
            className="rounded-brand border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-surface"
          >
            View Model<span className="sr-only"> {model.name}</span>
          </Link>
          {actions.quoteHref ? (
            <Link
              href={actions.quoteHref}
              className="rounded-brand bg-brand px-3 py-2 text-sm font-semibold text-brand-contrast hover:opacity-90"
            >
              Get a Quote<span className="sr-only"> for the {model.name}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
