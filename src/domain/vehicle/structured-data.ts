/**
 * The vehicle page's schema.org description for search engines: a Car (a caravan is a Vehicle)
 * that is also a Product with an Offer (price in AUD, availability) sold by the AutoDealer at
 * the car's location. A car without a shown price is described as the vehicle alone: an Offer
 * must name its price, and a Product needs an Offer. Every listing names an image (the
 * placeholder when the car has no photo yet). A caravan has no odometer reading.
 * Also the page's title and description. Pure: the page serialises it with jsonLdScript.
 */

import type { Car } from "@/domain/car/car";
import { carFullTitle } from "@/domain/car/car-title";
import type { PriceDisplay } from "@/domain/car/price-display";
import { formatKm } from "@/domain/format/km";
import { formatPrice } from "@/domain/format/price";

export type Seller = {
  name: string;
  telephone: string | null;
  url: string;
  address: { street: string; city: string; state: string; postcode: string } | null;
};

const AVAILABILITY: Record<Car["status"], string> = {
  in_stock: "https://schema.org/InStock",
  coming_soon: "https://schema.org/PreOrder",
  sold: "https://schema.org/SoldOut",
};

const CONDITION: Record<Car["car_type"], string> = {
  new: "https://schema.org/NewCondition",
  demo: "https://schema.org/UsedCondition",
  used: "https://schema.org/UsedCondition",
};

type Json = { [key: string]: unknown };

/** Drops null, undefined and empty-string members so the document states only what is known. */
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  );
}

export function vehicleStructuredData(
  car: Car,
  input: {
    url: string;
    imageUrls: readonly string[];
    price: PriceDisplay;
    seller: Seller;
    description: string;
  },
): Json {
  const amount = input.price.kind === "price" ? input.price.amount : null;
  const seller = compact({
    "@type": "AutoDealer",
    name: input.seller.name,
    telephone: input.seller.telephone,
    url: input.seller.url,
    address: input.seller.address
      ? {
          "@type": "PostalAddress",
          streetAddress: input.seller.address.street,
          addressLocality: input.seller.address.city,
          addressRegion: input.seller.address.state,
          postalCode: input.seller.address.postcode,
          addressCountry: "AU",
        }
      : null,
  });
  const vehicleType = car.item_type === "car" ? "Car" : "Vehicle";
  const odometer =
    car.item_type === "car" && car.km != null
      ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" }
      : null;
  return compact({
    "@context": "https://schema.org",
    "@type": amount === null ? vehicleType : [vehicleType, "Product"],
    name: car.name,
    description: input.description,
    url: input.url,
    image: input.imageUrls.length > 0 ? [...input.imageUrls] : null,
    sku: car.stocknum,
    brand: { "@type": "Brand", name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleIdentificationNumber: car.vin,
    itemCondition: CONDITION[car.car_type],
    bodyType: car.simple_body ?? car.bodyconfiguration,
    color: car.colour,
    fuelType: car.fuel ?? car.simple_fuel,
    vehicleTransmission: car.trans ?? car.simple_transmission,
    driveWheelConfiguration: car.drive ?? car.simple_drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    mileageFromOdometer: odometer,
    offers:
      amount === null
        ? null
        : {
            "@type": "Offer",
            price: amount,
            priceCurrency: "AUD",
            availability: AVAILABILITY[car.status],
            url: input.url,
            seller,
          },
  });
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdScript(data: Json): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** One sentence a results page can show under the title: what, how far, price, where. */
export function vehicleDescription(car: Car, price: PriceDisplay, dealerName: string): string {
  const kind = { new: "New", demo: "Demo", used: "Used" }[car.car_type];
  const facts = [
    car.car_type === "new" ? null : formatKm(car.km),
    car.trans ?? car.simple_transmission,
    car.fuel ?? car.simple_fuel,
    car.colour,
  ].filter(Boolean);
  const cost =
    price.kind === "price" || price.kind === "subscription"
      ? formatPrice(price.amount)
      : price.text;
  const where = car.city ? ` in ${car.city}` : "";
  return `${kind} ${carFullTitle(car)}${facts.length ? `, ${facts.join(", ")}` : ""}. ${cost} at ${dealerName}${where}.`;
}
