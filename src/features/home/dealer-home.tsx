import type { SiteConfig } from "@/config/site-config.schema";
import { LocationCards } from "@/features/locations/location-cards";
import { CarTile } from "./car-tile";
import { Hero } from "./hero";
import type { HomeData } from "./load-home.server";
import { StockTiles } from "./stock-tiles";

/** Home page of the single-dealer template. */
export function DealerHome({
  config,
  data,
  now,
}: {
  config: SiteConfig;
  data: HomeData;
  now: Date;
}) {
  return (
    <>
      <Hero
        config={config}
        photo={data.latest[0]?.primary_image_url ?? null}
        headline={config.name}
      />
      <StockTiles config={config} counts={data.counts} />
      <LatestArrivals config={config} data={data} />
      <LocationCards
        locations={data.locations}
        heading="Visit us"
        now={now}
        reviews={config.reviews}
      />
    </>
  );
}

export function LatestArrivals({ config, data }: { config: SiteConfig; data: HomeData }) {
  if (data.latest.length === 0) return null;
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="latest-heading" className="mb-5 text-2xl font-bold tracking-tight">
        Latest arrivals
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.latest.map((car) => (
          <li key={car.id}>
            <CarTile car={car} config={config} />
          </li>
        ))}
      </ul>
    </section>
  );
}
