import { Img } from "@/components/ui/img";
import type { SiteConfig } from "@/config/site-config.schema";
import { itemWords } from "@/domain/car/item-words";
import { SearchBox } from "@/features/stock-search";

/**
 * The home banner: a stock photo, the site's name and a keyword search that works without JS
 * and suggests makes, models and readings of the words as the shopper types.
 */
export function Hero({
  config,
  photo,
  headline,
}: {
  config: SiteConfig;
  photo: string | null;
  headline: string;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink">
      {photo ? (
        <Img
          src={photo}
          alt=""
          fill
          preload
          sizes="100vw"
          quality={75}
          className="-z-10 object-cover opacity-60"
        />
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-20 text-white sm:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight drop-shadow sm:text-5xl">
          {headline}
        </h1>
        {config.tagline ? (
          <p className="mt-3 max-w-2xl text-lg text-white drop-shadow">{config.tagline}</p>
        ) : null}
        <search className="mt-8 max-w-2xl">
          <form action="/search/new-used-and-demo-cars" method="get" className="flex gap-2">
            <label htmlFor="hero-query" className="sr-only">
              Search make, model or keyword
            </label>
            <SearchBox
              id="hero-query"
              placeholder="Search make, model or keyword"
              className="w-full rounded-brand border-0 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-600"
              boxClassName="relative min-w-0 flex-1"
              words={itemWords(config.inventory.itemTypes)}
            />
            <button
              type="submit"
              className="rounded-brand bg-accent px-6 py-3 font-semibold text-white hover:opacity-90"
            >
              Search
            </button>
          </form>
        </search>
      </div>
    </section>
  );
}
