import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDatabase } from "@/data/db.server";
import { listLocations } from "@/data/repositories/locations";
import { hasDealerLocator } from "@/domain/site/dealer-locator";
import { LocationsListing } from "@/features/locations/locations-listing";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = {
  title: "Dealer locator",
  alternates: { canonical: "/dealer-locator" },
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function DealerLocatorPage({
  params,
  searchParams,
}: PageProps<"/[site]/dealer-locator">) {
  const site = await getCurrentSite((await params).site);
  if (!hasDealerLocator(site.config)) notFound();
  const query = await searchParams;
  const locations = await listLocations(await getDatabase(), site.scope);
  return (
    <LocationsListing
      config={site.config}
      locations={locations}
      query={one(query.locationQuery) ?? ""}
      type={one(query.type)}
      now={new Date()}
    />
  );
}
