/** Mapping between Dealership / Location domain types and their rows. */
import type { Dealership, Location, SpecialHour } from "@/domain/location/location";
import type { dealerships, locationSpecialHours, locations } from "../schema";

type DealershipRow = typeof dealerships.$inferSelect;
type LocationRow = typeof locations.$inferSelect;
type SpecialHourRow = typeof locationSpecialHours.$inferSelect;

export function rowToDealership(r: DealershipRow): Dealership {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    make: r.make,
    manufacturers: r.manufacturers,
    url: r.url,
    logo: r.logoUrl ? { url: r.logoUrl } : null,
    phone: r.phone,
    email: r.email,
    lead_email: r.leadEmail,
    average_rating: r.averageRating,
    review_count: r.reviewCount,
    service_booking_url: r.serviceBookingUrl,
  };
}

export function dealershipToRow(d: Dealership): typeof dealerships.$inferInsert {
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    make: d.make,
    manufacturers: d.manufacturers,
    url: d.url,
    logoUrl: d.logo?.url ?? null,
    phone: d.phone,
    email: d.email,
    leadEmail: d.lead_email,
    averageRating: d.average_rating,
    reviewCount: d.review_count,
    serviceBookingUrl: d.service_booking_url,
  };
}

export function rowToSpecialHour(r: SpecialHourRow): SpecialHour {
  return {
    date: r.date,
    status: r.status,
    start_hour: r.startHour,
    end_hour: r.endHour,
    location_id: r.locationId,
    note: r.note,
  };
}

export function rowToLocation(r: LocationRow, specialHours: SpecialHour[]): Location {
  return {
    id: r.id,
    dealership_id: r.dealershipId,
    name: r.name,
    slug: r.slug,
    visible: r.visible,
    primary: r.primary,
    location_type: r.type,
    location_subtype: r.subtype,
    manufacturers: r.manufacturers,
    dealer_license_number: r.dealerLicenseNumber,
    motor_vehicle_repairer: r.motorVehicleRepairer,
    address: {
      id: r.addressId ?? r.id,
      street: r.street,
      city: r.city,
      state: r.state,
      postcode: r.postcode,
      place_url: r.placeUrl,
      lat: r.lat,
      long: r.long,
    },
    contact_detail: {
      phone: r.phone,
      landline_phone: r.landlinePhone,
      email: r.email,
      lead_email: r.leadEmail,
      opening_hours: r.openingHours,
    },
    special_hours: specialHours,
    image: r.imageUrl ? { image: { url: r.imageUrl } } : null,
    average_rating: r.averageRating,
    review_count: r.reviewCount,
    time_zone: r.timeZone,
  };
}

export function locationToRow(l: Location): typeof locations.$inferInsert {
  return {
    id: l.id,
    dealershipId: l.dealership_id,
    name: l.name,
    slug: l.slug,
    visible: l.visible,
    primary: l.primary,
    type: l.location_type,
    subtype: l.location_subtype,
    manufacturers: l.manufacturers,
    dealerLicenseNumber: l.dealer_license_number,
    motorVehicleRepairer: l.motor_vehicle_repairer,
    addressId: l.address.id,
    street: l.address.street,
    city: l.address.city,
    state: l.address.state,
    postcode: l.address.postcode,
    placeUrl: l.address.place_url,
    lat: l.address.lat,
    long: l.address.long,
    phone: l.contact_detail.phone,
    landlinePhone: l.contact_detail.landline_phone,
    email: l.contact_detail.email,
    leadEmail: l.contact_detail.lead_email,
    openingHours: l.contact_detail.opening_hours,
    imageUrl: l.image?.image.url ?? null,
    averageRating: l.average_rating,
    reviewCount: l.review_count,
    timeZone: l.time_zone,
  };
}

export function specialHourToRow(h: SpecialHour): typeof locationSpecialHours.$inferInsert {
  return {
    locationId: h.location_id,
    date: h.date,
    status: h.status,
    startHour: h.start_hour,
    endHour: h.end_hour,
    note: h.note ?? null,
  };
}
