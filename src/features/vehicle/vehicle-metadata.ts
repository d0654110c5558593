/**
 * The vehicle page's head for search engines and link previews: title, description, the
 * canonical address and the Open Graph image (the first photo), plus the JSON-LD document.
 */
import type { Metadata } from "next";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatPhone } from "@/domain/format/phone";
import type { Location } from "@/domain/location/location";
import { vehicleDescription, vehicleStructuredData } from "@/domain/vehicle/structured-data";
import type { VehicleView } from "./vehicle-view";

export const carPath = (car: Pick<Car, "slug">) => `/cars/${car.slug}`;

export function vehicleMetadata(
  config: SiteConfig,
  car: Car,
  view: VehicleView,
  origin: string,
): Metadata {
  const url = `${origin}${carPath(car)}`;
  const description = vehicleDescription(car, view.price, config.name);
  const image = view.photos.urls[0];
  return {
    title: car.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      siteName: config.name,
      title: car.name,
      description,
      locale: "en_AU",
      images: image ? [{ url: `${origin}${image}`, width: 1200, height: 800, alt: car.name }] : [],
    },
    // X reads the title, description and image from the Open Graph tags above.
    twitter: { card: "summary_large_image" },
  };
}

export function vehicleJsonLd(
  config: SiteConfig,
  car: Car,
  location: Location | null,
  view: VehicleView,
  origin: string,
): Record<string, unknown> {
  const real = new Set(car.images.map((image) => image.url));
  // A masked number stays masked: the structured data names it only where the page shows it.
  const phone =
    view.phone && config.vehicle.phoneRevealedByDefault ? formatPhone(view.phone) : null;
  return vehicleStructuredData(car, {
    url: `${origin}${carPath(car)}`,
    // The car's own photos; the placeholder or new-arrival image when it has none yet.
    imageUrls: (view.photos.urls.some((src) => real.has(src))
      ? view.photos.urls.filter((src) => real.has(src))
      : view.photos.urls
    ).map((src) => `${origin}${src}`),
    price: view.price,
    description: vehicleDescription(car, view.price, config.name),
    seller: {
      name: location?.name ?? car.dealership_name ?? config.name,
      telephone: phone,
      url: `${origin}/`,
      address: location
        ? {
            street: location.address.street,
            city: location.address.city,
            state: location.address.state,
            postcode: location.address.postcode,
          }
        : null,
    },
  });
}
