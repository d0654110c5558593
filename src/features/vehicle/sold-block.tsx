/**
 * In place of the sidebar for a car no longer for sale: the
 * title, the SOLD message, a 'Find Me Something Similar' enquiry, and Save only for a shopper
 * who had already saved the car.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { FavouriteButton } from "@/features/favourites";
import { FIND_SIMILAR_ANCHOR } from "./vehicle-forms";
import { VehicleHeading } from "./vehicle-heading";
import type { VehicleView } from "./vehicle-view";

export function SoldBlock({ config, view }: { config: SiteConfig; view: VehicleView }) {
  return (
    <div className="space-y-4 rounded-brand border border-ink/10 bg-page p-5 shadow-sm">
      <VehicleHeading car={view} />
      <p className="rounded-brand bg-ink px-4 py-3 text-center text-2xl font-extrabold tracking-widest text-page">
        SOLD
      </p>
      <p>
        This vehicle has been sold. Tell us what you are after and we will find you something
        similar.
      </p>
      <a
        href={`#${FIND_SIMILAR_ANCHOR}`}
        className="flex min-h-12 w-full items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90"
      >
        {config.labels.findSimilar}
      </a>
      <FavouriteButton
        siteSlug={config.slug}
        storage={config.favourites.storage}
        visibility={view.favourite.visibility}
        entry={view.favourite.entry}
      />
    </div>
  );
}
