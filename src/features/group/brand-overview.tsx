import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Dealership, Location } from "@/domain/location/location";
import { hasDealerLocator } from "@/domain/site/dealer-locator";
import { LocationCards } from "@/features/locations";
import { GroupText, StatsBanner } from "./group-pages";

type Brand = SiteConfig["group"]["brands"][number];

const sellsBrand = (d: Dealership, brand: Brand) =>
  [d.make, ...d.manufacturers].some((m) => m?.toLowerCase() === brand.name.toLowerCase());

/** /{brand}/overview: the group's dealerships and locations for one brand, with its stock link. */
export function BrandOverview(props: {
  config: SiteConfig;
  brand: Brand;
  dealerships: readonly Dealership[];
  locations: readonly Location[];
  now: Date;
}) {
  const { config, brand } = props;
  const dealers = props.dealerships.filter((d) => sellsBrand(d, brand));
  const ids = new Set(dealers.map((d) => d.id));
  const places = props.locations.filter(
    (l) =>
      ids.has(l.dealership_id) ||
      l.manufacturers.some((m) => m.toLowerCase() === brand.name.toLowerCase()),
  );
  const stock = `/search/new-used-and-demo-cars?${new URLSearchParams({ make: brand.name }).toString()}`;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="text-sm">
          <Link href="/brands" className="underline">
            All brands
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {brand.name} at {config.dealer.groupName ?? config.name}
        </h1>
        <p className="mt-4 max-w-3xl text-lg">
          {dealers.length > 0
            ? `Visit ${dealers.map((d) => d.name).join(", ")} for new ${brand.name} vehicles, genuine parts and factory-trained servicing.`
            : `Ask any of our dealerships about new and used ${brand.name} vehicles.`}
        </p>
        <p className="mt-6">
          <Link
            href={stock}
            className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
          >
            Browse {brand.name} stock
          </Link>
        </p>
      </div>
      <StatsBanner config={config} />
      <section aria-labelledby="group-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="group-heading" className="mb-3 text-2xl font-bold tracking-tight">
          About the group
        </h2>
        <GroupText config={config} />
      </section>
      {places.length > 0 ? (
        <LocationCards
          locations={places}
          heading={`${brand.name} locations`}
          now={props.now}
          reviews={config.reviews}
          overrideCity={config.locations.overrideCity}
          locator={hasDealerLocator(config)}
          usedLabel={config.labels.used}
        />
      ) : null}
    </>
  );
}
