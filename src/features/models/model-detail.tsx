import Link from "next/link";
import type { ReactNode } from "react";
import { Img } from "@/components/ui/img";
import { PLACEHOLDER_PHOTO_URL } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import type { Model } from "@/domain/model/model";
import {
  FORM_SECTION_ID,
  modelFromPrice,
  modelStockHref,
  orderNowHref,
  showSliderArrows,
} from "@/domain/model/showroom";
import { ColourPicker } from "./colour-picker";
import { pickerVariants } from "./picker-props";
import { VariantCard } from "./variant-card";
import { VariantSlider } from "./variant-slider";

/**
 * /models/{slug}: hero, variants with prices and features, the colour picker island, and the
 * form section (`form`, rendered by the page) that a coming-soon model's image leads to.
 */
export function ModelDetail({ model, form }: { model: Model; form: ReactNode }) {
  const comingSoon = model.status === "coming_soon";
  const from = modelFromPrice(model);
  const imageHref = comingSoon ? `#${FORM_SECTION_ID}` : orderNowHref(model);
  const title = `${model.make} ${model.name}`;
  return (
    <>
      <section aria-labelledby="model-heading" className="bg-surface">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-2">
          <div>
            <nav aria-label="Breadcrumb" className="mb-3 text-sm">
              <ol className="flex gap-2 text-ink/75">
                <li>
                  <Link href="/" className="underline">
                    Home
                  </Link>{" "}
                  /
                </li>
                <li>
                  <Link href="/models" className="underline">
                    Models
                  </Link>{" "}
                  /
                </li>
                <li aria-current="page">{model.name}</li>
              </ol>
            </nav>
            <h1 id="model-heading" className="text-4xl font-extrabold tracking-tight">
              {title}
            </h1>
            {comingSoon ? (
              <p className="mt-2 w-fit rounded-brand bg-brand px-2 py-0.5 text-sm font-bold uppercase text-brand-contrast">
                Coming soon
              </p>
            ) : null}
            {model.short_description ? (
              <p className="mt-4 max-w-xl text-lg text-ink/85">{model.short_description}</p>
            ) : null}
            {from !== null ? (
              <p className="mt-4">
                <span className="text-ink/75">From </span>
                <span className="text-2xl font-bold text-brand">{formatPrice(from)}</span>
                <span className="text-ink/75"> drive away</span>
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {comingSoon ? (
                <a
                  href={`#${FORM_SECTION_ID}`}
                  className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
                >
                  Register your interest
                </a>
              ) : (
                <Link
                  href={orderNowHref(model)}
                  className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
                >
                  Get a Quote
                </Link>
              )}
              <Link
                href={modelStockHref(model)}
                className="rounded-brand border border-brand px-5 py-3 font-semibold text-brand hover:bg-page"
              >
                See {model.name} stock
              </Link>
            </div>
          </div>
          <a
            href={imageHref}
            aria-label={
              comingSoon
                ? `Register your interest in the ${model.name}`
                : `Get a quote for the ${model.name}`
            }
          >
            <Img
              src={model.image?.url ?? PLACEHOLDER_PHOTO_URL}
              alt=""
              width={900}
              height={600}
              preload
              sizes="(min-width: 1024px) 50vw, 100vw"
              quality={80}
              className="aspect-[3/2] w-full rounded-brand object-cover"
            />
          </a>
        </div>
      </section>

      {model.model_variants.length > 0 ? (
        <section aria-labelledby="variants-heading" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="variants-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Variants and prices
          </h2>
          <VariantSlider
            label={`${model.name} variants`}
            arrows={showSliderArrows(model.model_variants.length)}
          >
            {model.model_variants.map((variant) => (
              <li key={variant.id}>
                <VariantCard model={model} variant={variant} />
              </li>
            ))}
          </VariantSlider>
          <p className="mt-2 text-xs text-ink/75">
            Drive-away prices are a guide and vary with options and your postcode.
          </p>
        </section>
      ) : null}

      {model.model_variants.length > 0 ? (
        <section aria-labelledby="colours-heading" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="colours-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Colours
          </h2>
          <ColourPicker modelName={model.name} variants={pickerVariants(model)} />
        </section>
      ) : null}

      <section
        id={FORM_SECTION_ID}
        aria-labelledby="model-enquiry-heading"
        className="mx-auto max-w-3xl scroll-mt-20 px-4 py-10"
      >
        <h2 id="model-enquiry-heading" className="mb-4 text-2xl font-bold tracking-tight">
          {comingSoon
            ? `Register your interest in the ${model.name}`
            : `Enquire about the ${model.name}`}
        </h2>
        {form}
      </section>
    </>
  );
}
