/**
 * What My Garage shows, built once from the stored records: the shopper's number, their saved
 * cars with how each stands now (sold cars stay listed, marked sold), their enquiries newest
 * first, and the details kept for prefilling forms.
 */
import type { CarStatus } from "@/domain/car/car";
import { formatDateAu } from "@/domain/format/date";
import { formatPhone } from "@/domain/format/phone";
import { formatPrice } from "@/domain/format/price";
import { type SavedCarAvailability, savedCarState } from "./saved-car-state";
import { formPrefill, type ShopperDetails } from "./shopper-details";

export type SavedCarRecord = {
  carId: number;
  slug: string;
  name: string;
  imageUrl: string | null;
  status: CarStatus;
  reserved: boolean;
  price: number;
  priceWhenSaved: number;
  savedAt: Date;
};

export type EnquiryRecord = {
  reference: string;
  category: string;
  subcategory: string | null;
  car: { name: string; slug: string } | null;
  sentAt: Date;
  /** When someone at the dealership first opened it in the console; null until then. */
  seenAt: Date | null;
};

export type GarageCar = {
  id: number;
  name: string;
  href: string;
  imageUrl: string | null;
  price: string;
  availability: SavedCarAvailability;
  availabilityLabel: string;
  priceNote: string | null;
  savedOn: string;
};

export type GarageEnquiry = {
  reference: string;
  form: string;
  car: { name: string; href: string } | null;
  sentOn: string;
  sentAt: string;
  /** 'Seen by the dealer' once the dealership has opened it, else 'Sent'. */
  status: string;
};

export type GarageView = {
  phone: string;
  cars: GarageCar[];
  enquiries: GarageEnquiry[];
  details: ShopperDetails;
  /** What the site's enquiry forms start filled in with. */
  prefill: ReturnType<typeof formPrefill>;
};

const AVAILABILITY_LABELS: Record<SavedCarAvailability, string> = {
  available: "Available",
  reserved: "Reserved",
  sold: "Sold",
};

const POA = "Price on application";

function garageCar(record: SavedCarRecord, timeZone?: string): GarageCar {
  const state = savedCarState(record, record.priceWhenSaved);
  const change = state.priceChange;
  return {
    id: record.carId,
    name: record.name,
    href: `/cars/${record.slug}`,
    imageUrl: record.imageUrl,
    price: record.price > 0 ? formatPrice(record.price) : POA,
    availability: state.availability,
    availabilityLabel: AVAILABILITY_LABELS[state.availability],
    priceNote: change
      ? `Price ${change.direction === "down" ? "dropped" : "rose"} from ${formatPrice(change.from)} to ${formatPrice(change.to)} since you saved it`
      : null,
    savedOn: formatDateAu(record.savedAt, timeZone),
  };
}

function garageEnquiry(record: EnquiryRecord, timeZone?: string): GarageEnquiry {
  return {
    reference: record.reference,
    form: record.subcategory ? `${record.category}: ${record.subcategory}` : record.category,
    car: record.car ? { name: record.car.name, href: `/cars/${record.car.slug}` } : null,
    sentOn: formatDateAu(record.sentAt, timeZone),
    sentAt: record.sentAt.toISOString(),
    status: record.seenAt ? "Seen by the dealer" : "Sent",
  };
}

export function garageView(
  input: {
    phone: string;
    cars: readonly SavedCarRecord[];
    enquiries: readonly EnquiryRecord[];
    details: ShopperDetails;
  },
  timeZone?: string,
): GarageView {
  const byNewest = <T extends { savedAt?: Date; sentAt?: Date }>(a: T, b: T) =>
    ((b.savedAt ?? b.sentAt)?.getTime() ?? 0) - ((a.savedAt ?? a.sentAt)?.getTime() ?? 0);
  return {
    phone: formatPhone(input.phone),
    cars: [...input.cars].sort(byNewest).map((car) => garageCar(car, timeZone)),
    enquiries: [...input.enquiries].sort(byNewest).map((lead) => garageEnquiry(lead, timeZone)),
    details: input.details,
    prefill: formPrefill(input.details, input.phone),
  };
}
