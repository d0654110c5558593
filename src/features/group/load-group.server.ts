import "server-only";
/** Group pages exist only on the dealer-group template; a brand page only for a configured brand. */
import { notFound } from "next/navigation";
import { getDatabase } from "@/data/db.server";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import type { CurrentSite } from "@/features/site/server";

export function requireGroup(site: CurrentSite): void {
  if (site.config.template !== "dealer-group") notFound();
}

export function findBrand(site: CurrentSite, slug: string) {
  requireGroup(site);
  const brand = site.config.group.brands.find((b) => b.slug === slug);
  if (!brand) notFound();
  return brand;
}

export async function loadBrandPlaces(site: CurrentSite) {
  const db = await getDatabase();
  const [dealerships, locations] = await Promise.all([
    listDealerships(db, site.scope),
    listLocations(db, site.scope),
  ]);
  return { dealerships, locations };
}
