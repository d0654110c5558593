import "server-only";
/** What the lead pages read: a site's places for contact pages, a lead by reference for /success. */
import { getDatabase } from "@/data/db.server";
import { findLeadByReference } from "@/data/leads/lead-reads";
import { findCarById, findCarBySlug } from "@/data/repositories/cars";
import { findDealershipBySlug } from "@/data/repositories/dealerships";
import { findLocationBySlug, listLocations } from "@/data/repositories/locations";
import type { Car } from "@/domain/car/car";
import type { Lead } from "@/domain/leads/lead";
import { isReference } from "@/domain/leads/reference";
import type { Location } from "@/domain/location/location";
import type { SiteScope } from "@/domain/site/site-scope";

export async function siteLocations(site: SiteScope): Promise<Location[]> {
  return listLocations(await getDatabase(), site);
}

/** /contact-us/{slug}: a location's slug, or a dealership's (its primary location). */
export async function contactLocation(site: SiteScope, slug: string): Promise<Location | null> {
  const db = await getDatabase();
  const location = await findLocationBySlug(db, site, slug);
  if (location) return location;
  const dealership = await findDealershipBySlug(db, site, slug);
  if (!dealership) return null;
  return (await listLocations(db, site)).find((l) => l.dealership_id === dealership.id) ?? null;
}

export async function leadByReference(
  site: SiteScope,
  reference: string | undefined,
): Promise<Lead | null> {
  if (!reference || !isReference(reference)) return null;
  return findLeadByReference(await getDatabase(), site, reference);
}

/** A car named by a query parameter: its id (car_id={id}) or its slug (car_id={slug}). */
export async function carFromQuery(
  site: SiteScope,
  value: string | string[] | undefined,
): Promise<Car | null> {
  if (typeof value !== "string" || value === "" || value.length > 200) return null;
  const db = await getDatabase();
  return /^\d+$/.test(value)
    ? findCarById(db, site, Number(value))
    : findCarBySlug(db, site, value);
}

export async function carBySlug(site: SiteScope, slug: string): Promise<Car | null> {
  return findCarBySlug(await getDatabase(), site, slug);
}
