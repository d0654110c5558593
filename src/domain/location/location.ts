/** Dealership locations, with their opening and special hours. */

export const LOCATION_TYPES = ["sales", "used", "service", "parts"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export type OpeningHour = {
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  status: "Open" | "Closed";
  /** "HH:MM" 24-hour, null when closed */
  open: string | null;
  close: string | null;
  formated_hours: string;
};

export type SpecialHour = {
  /** ISO date yyyy-MM-dd */
  date: string;
  status: "Open" | "Closed";
  start_hour: string | null;
  end_hour: string | null;
  location_id: number;
  note?: string | null;
};

export type Address = {
  id: number;
  street: string;
  city: string;
  state: string;
  postcode: string;
  place_url: string | null;
  lat: number;
  long: number;
};

export type Location = {
  id: number;
  dealership_id: number;
  name: string;
  slug: string;
  visible: boolean;
  primary: boolean;
  /** Empty means sales. */
  location_type: LocationType;
  location_subtype: string | null;
  manufacturers: string[];
  dealer_license_number: string | null;
  motor_vehicle_repairer: string | null;
  address: Address;
  contact_detail: {
    phone: string | null;
    landline_phone: string | null;
    email: string | null;
    lead_email: string | null;
    opening_hours: OpeningHour[];
  };
  special_hours: SpecialHour[];
  image: { image: { url: string } } | null;
  average_rating: number | null;
  review_count: number;
  time_zone: string;
};

export type Dealership = {
  id: number;
  name: string;
  slug: string;
  /** Main franchise make, null for multi-brand or used-only dealers. */
  make: string | null;
  manufacturers: string[];
  url: string | null;
  logo: { url: string } | null;
  phone: string | null;
  email: string | null;
  lead_email: string | null;
  average_rating: number | null;
  review_count: number;
  service_booking_url: string | null;
};
