/**
 * What the vehicle page shows, decided once from the site's configuration, the car and its
 * location: the domain rules applied with the site's settings. Components only render it.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { type Car, PLACEHOLDER_PHOTO_URL } from "@/domain/car/car";
import { type WeeklyEstimate, weeklyEstimate } from "@/domain/finance/weekly-estimate";
import type { Location } from "@/domain/location/location";
import { availabilityConfirmedDate } from "@/domain/stock/freshness";
import { type Crumb, vehicleBreadcrumb } from "@/domain/vehicle/breadcrumb";
import { type CollapsedComments, collapseComments } from "@/domain/vehicle/comments";
import { type VehicleCtaKind, vehicleCtas } from "@/domain/vehicle/ctas";
import {
  type GalleryPhotos,
  galleryPhotos,
  initialViewMode,
  type SpinSource,
  showsThumbnails,
  spinSource,
  type ViewMode,
  viewModes,
} from "@/domain/vehicle/gallery";
import { registrationLine } from "@/domain/vehicle/registration";
import { detailRows, featureList, type Row, specificationRows } from "@/domain/vehicle/spec-lists";
import { type CarPresentation, carPresentation } from "@/features/car";
import { financeOffer, financeSettingsFor } from "@/features/finance";

export const PLACEHOLDER_URL = PLACEHOLDER_PHOTO_URL;

export type VehicleView = CarPresentation & {
  breadcrumb: Crumb[];
  photos: GalleryPhotos;
  thumbnails: boolean;
  spin: SpinSource;
  interiorImage: string | null;
  viewModes: ViewMode[];
  initialView: ViewMode;
  ctas: VehicleCtaKind[];
  mobileCtas: VehicleCtaKind[];
  phone: string | null;
  registration: string | null;
  /** The day a stock feed last listed the car, when the site shows it (dd/MM/yyyy). */
  availabilityConfirmed: string | null;
  comments: CollapsedComments;
  specs: Row[];
  details: Row[];
  features: string[];
  financeShown: boolean;
  weekly: WeeklyEstimate | null;
  /** The car sits at a location that is not the dealer's main one. */
  awayFromPrimary: boolean;
};

/** The number a car's page offers: its location's, else its dealership's, else the site's. */
export function dealerPhone(
  config: SiteConfig,
  car: Pick<Car, "location">,
  location: Pick<Location, "contact_detail"> | null,
): string | null {
  return location?.contact_detail.phone ?? car.location?.phone ?? config.contact.phone ?? null;
}

export function vehicleView(
  config: SiteConfig,
  car: Car,
  location: Location | null,
  now: Date,
  spinViewerUrl: (code: string) => string | null,
): VehicleView {
  const presentation = carPresentation(car, config, now);
  const { available } = presentation;
  const photos = galleryPhotos(car.images, {
    placeholderUrl: PLACEHOLDER_URL,
    newArrivalImageUrl: config.vehicle.newArrivalImageUrl,
  });
  const spin = spinSource(car, spinViewerUrl);
  const modes = viewModes(spin, car.spin_interior_image);
  const offer = available ? financeOffer(car, config, now) : null;
  const phone = dealerPhone(config, car, location);
  const ctaContext = {
    features: config.features,
    financeShown: offer !== null,
    phone,
  };
  return {
    ...presentation,
    breadcrumb: vehicleBreadcrumb(car, presentation.name, config.labels),
    photos,
    thumbnails: showsThumbnails(photos.urls.length, car.status),
    spin,
    interiorImage: car.spin_interior_image,
    viewModes: modes,
    initialView: initialViewMode(modes, config.vehicle.defaultGalleryView),
    ctas: vehicleCtas(config.ctas.vehicle, car, ctaContext),
    mobileCtas: config.ctas.mobileBar.enabled
      ? vehicleCtas(config.ctas.mobileBar.actions ?? config.ctas.vehicle, car, ctaContext)
      : [],
    phone,
    registration: registrationLine(car.rego_expiry, now, {
      showUnregistered: config.vehicle.showUnregistered,
      timeZone: location?.time_zone,
    }),
    availabilityConfirmed: availabilityConfirmedDate(car, {
      show: config.vehicle.showAvailabilityConfirmed,
      timeZone: location?.time_zone,
    }),
    comments: collapseComments(car.dealercomments),
    specs: specificationRows(car),
    details: detailRows(car),
    features: featureList(car),
    financeShown: offer !== null,
    weekly: offer ? weeklyEstimate(car, financeSettingsFor(config, car), now) : null,
    awayFromPrimary: car.location !== null && !car.location.primary,
  };
}
