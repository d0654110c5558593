import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Location } from "@/domain/location/location";
import { locationTabs, locationTypeLabel, selectedTab } from "@/domain/location/location-search";
import { LocationCard } from "./location-cards";
import { LocationSearchInput } from "./location-search-input";
import { LocationsMap } from "./locations-map";

function tabHref(type: string, query: string): string {
  const params = new URLSearchParams({ type });
  if (query) params.set("locationQuery", query);
  return `?${params}`;
}

/** The locations listing: search, a tab per location type, cards and a map or image panel. */
export function LocationsListing({
  config,
  locations,
  query,
  type,
  now,
}: {
  config: SiteConfig;
  locations: readonly Location[];
  query: string;
  type: string | undefined;
  now: Date;
}) {
  const tabs = locationTabs(locations, config.locations.tabs, query);
  const current = selectedTab(tabs, type);
  const image = current?.locations.find((l) => l.image)?.image?.image.url;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        {config.template === "dealer-group" ? "Dealer locator" : "Our locations"}
      </h1>
      <div className="mt-6 max-w-xl">
        <LocationSearchInput initial={query} />
      </div>
      {current ? (
        <>
          <nav aria-label="Location types" className="mt-6 border-b border-black/10">
            <ul className="flex flex-wrap gap-1">
              {tabs.map((tab) => (
                <li key={tab.type}>
                  <Link
                    href={tabHref(tab.type, query)}
                    scroll={false}
                    aria-current={tab.type === current.type ? "page" : undefined}
                    className={`-mb-px block border-b-4 px-4 py-2 font-semibold ${
                      tab.type === current.type
                        ? "border-brand text-brand"
                        : "border-transparent text-ink/80 hover:text-ink"
                    }`}
                  >
                    {locationTypeLabel(tab.type, config.labels.used)} ({tab.locations.length})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_minmax(0,28rem)]">
            <ul className="grid content-start gap-4 sm:grid-cols-2">
              {current.locations.map((location) => (
                <li key={location.id}>
                  <LocationCard
                    location={location}
                    now={now}
                    reviews={config.reviews}
                    level={2}
                    overrideCity={config.locations.overrideCity}
                    hoursFrom={locations}
                    usedLabel={config.labels.used}
                  />
                </li>
              ))}
            </ul>
            <div className="lg:sticky lg:top-4 lg:self-start">
              {config.locations.panel === "image" && image ? (
                // biome-ignore lint/performance/noImgElement: a location photo at its natural size in a 400px panel
                <img
                  src={image}
                  alt=""
                  className="min-h-[400px] w-full rounded-brand object-cover"
                />
              ) : (
                <LocationsMap locations={current.locations} view={config.locations} />
              )}
            </div>
          </div>
        </>
      ) : (
        <p className="mt-8 rounded-brand bg-surface p-6" role="status">
          No locations match “{query}”. Try a suburb, postcode or street name.
        </p>
      )}
    </div>
  );
}
