import Link from "next/link";
import { Img } from "@/components/ui/img";
import type { Model } from "@/domain/model/model";
import type { QuoteRequest } from "@/domain/model/showroom";

/** The vehicle a quote request is for, beside the form: the model found by its slug, else the link's words. */
export function QuoteSummary({ model, request }: { model: Model | null; request: QuoteRequest }) {
  const name = model ? `${model.make} ${model.name}` : request.modelName;
  if (!name && !request.vehicle) return null;
  return (
    <section aria-labelledby="quote-vehicle" className="rounded-brand bg-surface p-5">
      <h2 id="quote-vehicle" className="text-lg font-semibold">
        Your vehicle
      </h2>
      {model?.image ? (
        <Img
          src={model.image.url}
          alt=""
          width={480}
          height={320}
          sizes="(min-width: 1024px) 30vw, 100vw"
          quality={75}
          className="mt-3 aspect-[3/2] w-full rounded-brand object-cover"
        />
      ) : null}
      {name ? <p className="mt-3 font-semibold">{name}</p> : null}
      {request.vehicle ? <p className="text-sm text-ink/80">{request.vehicle}</p> : null}
      {model ? (
        <Link
          href={`/models/${model.slug}`}
          className="mt-3 inline-block text-sm font-semibold text-brand underline"
        >
          Back to the {model.name}
        </Link>
      ) : null}
    </section>
  );
}
