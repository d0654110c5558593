import type { SiteConfig } from "@/config/site-config.schema";
import { hasDealerLocator } from "@/domain/site/dealer-locator";
import { CarCard, CarCards, CardIconSprite } from "@/features/car";
import { CompareTray } from "@/features/favourites";
import { LocationCards } from "@/features/locations";
import { Hero } from "./hero";
import type { HomeData } from "./load-home.server";
import { StockTiles } from "./stock-tiles";

/** What every home page and its sections are rendered from. */
export type HomeProps = { config: SiteConfig; data: HomeData; now: Date };

/** Home page of the single-dealer template. */
export function DealerHome({ config, data, now }: HomeProps) {
  return (
    <>
      <Hero
        config={config}
        photo={data.latest[0]?.primary_image_url ?? null}
        headline={config.name}
      />
      <StockTiles config={config} counts={data.counts} />
      <LatestArrivals config={config} data={data} now={now} />
      <LocationCards
        locations={data.locations}
        heading="Visit us"
        now={now}
        reviews={config.reviews}
        overrideCity={config.locations.overrideCity}
        locator={hasDealerLocator(config)}
        usedLabel={config.labels.used}
      />
    </>
  );
}

/** The newest cars as the search page's cards (same price, badge, buttons, Save and Compare). */
export function LatestArrivals({ config, data, now }: HomeProps) {
  if (data.latest.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="latest-heading" className="mb-5 text-2xl font-bold tracking-tight">
        Latest arrivals
      </h2>
      <CardIconSprite />
      <CarCards
        config={config}
        sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        sharedIcons
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.latest.map((car) => (
            <li key={car.id}>
              <CarCard car={car} config={config} now={now} />
            </li>
          ))}
        </ul>
      </CarCards>
      {config.features.compare ? <CompareTray siteSlug={config.slug} /> : null}
    </section>
  );
}
