/** The Save and Compare toggles of a car, as its card and its page show them. */
import type { SiteConfig } from "@/config/site-config.schema";
import { CompareButton, FavouriteButton } from "@/features/favourites";
import type { CarPresentation } from "./car-presentation";

export function SaveAndCompare({
  config,
  carId,
  car,
}: {
  config: SiteConfig;
  carId: number;
  car: Pick<CarPresentation, "favourite" | "compare" | "name">;
}) {
  return (
    <>
      <FavouriteButton
        siteSlug={config.slug}
        storage={config.favourites.storage}
        visibility={car.favourite.visibility}
        entry={car.favourite.entry}
      />
      <CompareButton
        siteSlug={config.slug}
        visibility={car.compare}
        carId={carId}
        carName={car.name}
      />
    </>
  );
}
