/**
 * The vehicle detail page: breadcrumb, gallery
 * and sidebar (or the sold block), the finance and fuel calculators, the lists, the dealer's
 * contact and location, the forms, sharing, the features banner and similar cars, whose Compare
 * toggles feed the Compare (N) tray (lifted above the mobile contact bar where that shows). A
 * server component; the interactive parts are small islands.
 */
import { Suspense } from "react";
import { LiveWhenNear } from "@/components/ui/live-when-near";
import type { Car } from "@/domain/car/car";
import { viewedCarRecord } from "@/domain/car/viewed-car";
import type { Location } from "@/domain/location/location";
import { CompareTray } from "@/features/favourites";
import { FuelCalculator } from "@/features/finance";
import { FinanceCalculatorSection } from "@/features/finance/server";
import type { CurrentSite } from "@/features/site/server";
import { BreadcrumbNav } from "./breadcrumb-nav";
import { CallDealer, LocationBar, VehicleMap } from "./dealer-contact";
import { FeaturesBanner } from "./features-banner";
import { VehicleGallery } from "./gallery/vehicle-gallery";
import { DeliveryCalculator, type DeliveryState } from "./islands/delivery-calculator";
import { SocialShare } from "./islands/social-share";
import { TrackedLink } from "./islands/tracked-link";
import { ViewsCounter } from "./islands/views-counter";
import { headingClass, sectionClass } from "./section-classes";
import { SimilarCars } from "./similar-cars";
import { SoldBlock } from "./sold-block";
import { MobileCtaBar, StickyHeader } from "./sticky-bars";
import { VehicleForms } from "./vehicle-forms";
import { VehicleSections } from "./vehicle-sections";
import { VehicleSidebar } from "./vehicle-sidebar";
import { VehicleVideo } from "./vehicle-video";
import type { VehicleView } from "./vehicle-view";

export type VehiclePageProps = {
  site: CurrentSite;
  car: Car;
  location: Location | null;
  view: VehicleView;
  url: string;
  now: Date;
  delivery: { postcode?: string; initial?: DeliveryState };
};

export function VehiclePage({ site, car, location, view, url, now, delivery }: VehiclePageProps) {
  const { config } = site;
  const title = car.name;
  const real = new Set(car.images.map((image) => image.url));
  // Placeholders follow the car's own photos (galleryPhotos).
  const realPhotos = view.photos.urls.filter((src) => real.has(src)).length;
  return (
    <>
      {view.awayFromPrimary ? (
        <LocationBar car={car} location={location} overrideCity={config.locations.overrideCity} />
      ) : null}
      {view.available ? <StickyHeader car={car} config={config} view={view} /> : null}
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 pb-28 lg:pb-10">
        <BreadcrumbNav crumbs={view.breadcrumb} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-3">
            <VehicleGallery
              title={title}
              photos={view.photos.urls}
              realPhotos={realPhotos}
              thumbnails={view.thumbnails}
              quality={config.vehicle.imageQuality}
              modes={view.viewModes}
              initialView={view.initialView}
              spin={view.spin}
              hotspots={car.hotspots}
              autoRotate={config.vehicle.spinAutoRotate}
              interiorImage={view.interiorImage}
            />
            <ViewsCounter
              slug={car.slug}
              photosCount={car.photos_count}
              updatedAt={car.updated_at.getTime()}
              websiteId={config.slug}
              viewed={viewedCarRecord(car)}
            />
          </div>
          <aside aria-labelledby="vehicle-heading" className="lg:row-span-2">
            <div>
              {view.available ? (
                <VehicleSidebar
                  car={car}
                  config={config}
                  view={view}
                  url={url}
                  locationName={location?.name ?? car.location_name}
                />
              ) : (
                <SoldBlock config={config} view={view} />
              )}
            </div>
          </aside>
          <div className="min-w-0 space-y-6">
            {view.available ? <FinanceCalculatorSection car={car} config={config} /> : null}
            {view.available ? <FuelCalculator car={car} config={config} /> : null}
            <VehicleSections view={view} />
            <VehicleVideo car={car} />
            {car.file ? (
              <section aria-labelledby="history-heading" className={sectionClass}>
                <h2 id="history-heading" className={headingClass}>
                  History report
                </h2>
                <TrackedLink
                  href={car.file}
                  eventId={60}
                  carId={car.id}
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  View the history report<span className="sr-only"> (opens in a new tab)</span>
                </TrackedLink>
              </section>
            ) : null}
            {view.available ? (
              <CallDealer
                car={car}
                config={config}
                phone={view.phone}
                dealerName={location?.name ?? car.dealership_name}
              />
            ) : null}
            {view.available &&
            config.features.deliveryCalculator &&
            config.delivery.zones.length > 0 ? (
              <section id="delivery" aria-labelledby="delivery-heading" className={sectionClass}>
                <h2 id="delivery-heading" className={headingClass}>
                  Delivery calculator
                </h2>
                <LiveWhenNear>
                  <DeliveryCalculator
                    carSlug={car.slug}
                    postcode={delivery.postcode}
                    initial={delivery.initial}
                  />
                </LiveWhenNear>
              </section>
            ) : null}
            <VehicleForms site={site} car={car} location={location} available={view.available} />
            <VehicleMap location={location} overrideCity={config.locations.overrideCity} />
            <section aria-labelledby="share-heading" className={sectionClass}>
              <h2 id="share-heading" className={headingClass}>
                Share this car
              </h2>
              <LiveWhenNear>
                <SocialShare url={url} title={title} hideTwitter={config.vehicle.hideTwitter} />
              </LiveWhenNear>
            </section>
          </div>
        </div>
        <FeaturesBanner config={config} />
        <Suspense fallback={null}>
          <SimilarCars site={site} car={car} now={now} />
        </Suspense>
      </div>
      {view.available ? <MobileCtaBar car={car} config={config} view={view} /> : null}
      <div
        className={
          view.available && view.mobileCtas.length > 0 ? "max-lg:[&>nav]:bottom-44" : undefined
        }
      >
        {config.features.compare ? <CompareTray siteSlug={config.slug} /> : null}
      </div>
    </>
  );
}
