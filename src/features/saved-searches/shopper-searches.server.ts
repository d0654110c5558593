import "server-only";
/** A shopper's saved searches as other features read and delete them (My Garage lists them). */
import { getDatabase } from "@/data/db.server";
import type { CurrentSite } from "@/features/site/server";
import { deleteSearch, listSearches, type SavedSearch } from "./saved-searches";

/** The shopper's saved searches on this site, newest first. */
export async function listSavedSearches(
  site: CurrentSite,
  shopperId: string,
): Promise<SavedSearch[]> {
  return listSearches(await getDatabase(), { slug: site.config.slug }, shopperId);
}

/** Deletes one of the shopper's saved searches; false when it is not theirs on this site. */
export async function deleteSavedSearch(
  site: CurrentSite,
  shopperId: string,
  id: string,
): Promise<boolean> {
  return deleteSearch(await getDatabase(), { slug: site.config.slug }, shopperId, id);
}
