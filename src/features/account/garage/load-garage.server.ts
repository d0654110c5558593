import "server-only";
/**
 * My Garage's data for the signed-in shopper of the request's site: their saved cars as they
 * stand now, their enquiries on this site and their details, as one view model.
 */
import { getDatabase } from "@/data/db.server";
import { findShopperDetails, listEnquiries, listWatchlist } from "@/data/repositories/watchlist";
import { type GarageView, garageView } from "@/domain/account/garage-view";
import type { Shopper } from "@/domain/account/shopper";
import type { CurrentSite } from "@/features/site/server";

export async function loadGarage(site: CurrentSite, shopper: Shopper): Promise<GarageView> {
  const db = await getDatabase();
  const [cars, enquiries, details] = await Promise.all([
    listWatchlist(db, site.scope, shopper.id),
    listEnquiries(db, site.scope, shopper.phone),
    findShopperDetails(db, site.scope, shopper.id),
  ]);
  return garageView({ phone: shopper.phone, cars, enquiries, details: details ?? {} });
}
