/**
 * A my-garage page (/my-garage and each brand garage path the site lists): always behind
 * sign-in; the shopper's saved searches come from the saved-searches feature. Just after the account was deleted (`deleted=1`, nobody signed in) it says so instead
 * of asking to sign in; `delete=confirm` shows the deletion's confirmation step.
 */
import { listSavedSearches, SavedSearchList } from "@/features/saved-searches/server";
import { type CurrentSite, requireGarageSignIn } from "@/features/site/server";
import { currentShopper } from "../current-shopper.server";
import { AccountDeleted, GaragePage } from "./garage-page";
import { loadGarage } from "./load-garage.server";

type Query = Record<string, string | string[] | undefined>;

export async function GarageRoute({
  site,
  path,
  searchParams,
}: {
  site: CurrentSite;
  path: string;
  searchParams: Query;
}) {
  const shopper = await currentShopper(site.config.slug);
  if (!shopper && searchParams.deleted === "1") return <AccountDeleted />;
  await requireGarageSignIn(path);
  if (!shopper) return null;
  const [view, searches] = await Promise.all([
    loadGarage(site, shopper),
    listSavedSearches(site, shopper.id),
  ]);
  return (
    <GaragePage
      view={view}
      siteSlug={site.config.slug}
      savedSearches={<SavedSearchList searches={searches} back={path} />}
      path={path}
      confirmDelete={searchParams.delete === "confirm"}
      removed={searchParams.removed === "1"}
      watchlistMode={site.config.favourites.storage === "watchlist"}
    />
  );
}
