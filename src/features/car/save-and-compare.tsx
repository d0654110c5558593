/**
 * The Save and Compare toggles of a car, as its card and its page show them. Plain props, so the
 * card's browser view and the vehicle page's server view both render it.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { CompareButton, FavouriteButton } from "@/features/favourites";
import type { CarPresentation } from "./car-presentation";

export function SaveAndCompare({
  siteSlug,
  storage,
  carId,
  car,
}: {
  siteSlug: string;
  storage: SiteConfig["favourites"]["storage"];
  carId: number;
  car: Pick<CarPresentation, "favourite" | "compare" | "name">;
}) {
  return (
    <>
      <FavouriteButton
        siteSlug={siteSlug}
        storage={storage}
        visibility={car.favourite.visibility}
        entry={car.favourite.entry}
      />
      <CompareButton
        siteSlug={siteSlug}
        visibility={car.compare}
        carId={carId}
        carName={car.name}
      />
    </>
  );
}
