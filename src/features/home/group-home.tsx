import Link from "next/link";
import { hasDealerLocator } from "@/domain/site/dealer-locator";
import { StatsBanner } from "@/features/group";
import { LocationCards } from "@/features/locations";
import { type HomeProps, LatestArrivals } from "./dealer-home";
import { Hero } from "./hero";
import { StockTiles } from "./stock-tiles";

/** Home page of the dealer-group template: stats banner, every dealership, shared stock. */
export function GroupHome({ config, data, now }: HomeProps) {
  return (
    <>
      <Hero
        config={config}
        photo={data.latest[0]?.primary_image_url ?? null}
        headline={config.name}
      />
      <StatsBanner config={config} />
      <StockTiles config={config} counts={data.counts} />
      <section aria-labelledby="dealerships-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="dealerships-heading" className="mb-5 text-2xl font-bold tracking-tight">
          Our dealerships
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.dealerships.map((dealership) => (
            <li key={dealership.id}>
              <Link
                href={`/search/${dealership.slug}`}
                className="flex h-full flex-col rounded-brand border border-black/10 bg-surface p-4 hover:border-brand"
              >
                <span className="font-semibold">{dealership.name}</span>
                <span className="text-sm text-ink/75">{dealership.make ?? "Multi-brand"}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LatestArrivals config={config} data={data} now={now} />
      <LocationCards
        locations={data.locations.filter((l) => l.location_type === "sales").slice(0, 6)}
        heading="Find a location"
        now={now}
        reviews={config.reviews}
        overrideCity={config.locations.overrideCity}
        locator={hasDealerLocator(config)}
        hoursFrom={data.locations}
        usedLabel={config.labels.used}
      />
    </>
  );
}
