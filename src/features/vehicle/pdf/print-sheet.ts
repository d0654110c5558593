/**
 * What the print page and the PDF show for a car, from the page's own view of it, so that the
 * screen, the printout and the download agree.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatPhone } from "@/domain/format/phone";
import { formatPrice } from "@/domain/format/price";
import { addressLine } from "@/domain/location/address-line";
import type { Location } from "@/domain/location/location";
import { COMMENTS_PENDING } from "@/domain/vehicle/comments";
import type { Row } from "@/domain/vehicle/spec-lists";
import type { VehicleView } from "../vehicle-view";

export type PrintSheet = {
  title: string;
  subtitle: string;
  price: string;
  priceNote: string | null;
  photoUrl: string | null;
  facts: Row[];
  specs: Row[];
  features: string[];
  comments: string;
  dealer: { name: string; phone: string | null; address: string | null; url: string };
};

export function printSheet(
  config: SiteConfig,
  car: Car,
  location: Location | null,
  view: VehicleView,
  origin: string,
): PrintSheet {
  const { price } = view;
  const amount = price.kind === "price" || price.kind === "subscription";
  const facts = view.registration
    ? [...view.details, { label: "Registration expiry", value: view.registration }]
    : view.details;
  const address = location ? addressLine(location.address, config.locations.overrideCity) : null;
  return {
    title: view.name,
    subtitle: view.subtitle,
    price: view.available ? (amount ? formatPrice(price.amount) : price.text) : "SOLD",
    priceNote:
      view.available && price.kind === "price"
        ? [car.price_type, price.wasPrice !== null ? `was ${formatPrice(price.wasPrice)}` : null]
            .filter(Boolean)
            .join(", ") || null
        : null,
    photoUrl: car.images.length > 0 ? (view.photos.urls[0] ?? null) : null,
    facts,
    specs: view.specs,
    features: view.features,
    comments:
      view.comments.kind === "pending"
        ? COMMENTS_PENDING
        : view.comments.kind === "full"
          ? view.comments.text
          : view.comments.full,
    dealer: {
      name: location?.name ?? car.dealership_name ?? config.name,
      phone: view.phone ? formatPhone(view.phone) : null,
      address,
      url: `${origin}/cars/${car.slug}`,
    },
  };
}
