/**
 * The vehicle listing as the whole platform sees it.
 * Field names are the stock data's own, so that API payloads, search keys and feeds share one
 * vocabulary.
 */

export const CAR_TYPES = ["new", "demo", "used"] as const; // listed in this order everywhere
export type CarType = (typeof CAR_TYPES)[number];

export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** The photo served where a car (or model) has none of its own. */
export const PLACEHOLDER_PHOTO_URL = "/media/placeholder.jpg";

/** The photo a car shows: its own main photo, else the placeholder. */
export const carPhotoUrl = (url: string | null): string => url?.trim() || PLACEHOLDER_PHOTO_URL;

/** A car's page. */
export const carPath = (slug: string): string => `/cars/${slug}`;

export const ITEM_TYPES = ["car", "caravan"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export type CarImage = { url: string; thumb: { url: string } };

export type Hotspot = {
  id: string;
  description: string;
  /** Where the hotspot sits on the spin: which frame, and where on it (0..1). */
  positions: { activeAngle: number; posX: number; posY: number }[];
  anchors?: string[];
};

export type AutograbData = {
  state_average_market_price: number | null;
  average_market_price: number | null;
};

/** A finance lender or plan, keyed by provider on the car as finance_lenders. */
export type FinanceLender = {
  financeProvider: string;
  establishmentFees?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  interestRate: number | null;
  comparisonRate: number | null;
  advertisedRate?: number | null;
  deposit?: number | null;
  totalPayable?: number | null;
  disclaimer?: string | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  balloon?: number | null;
};

export type FinanceQuote = {
  weeklyRepaymentAmount: number;
  comparisonRate: number;
  advertisedRate: number;
  /** True when computed by the built-in provider rather than a lender. */
  estimate?: boolean;
};

export type CaravanFields = {
  body_width: number | null;
  body_length: number | null;
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null;
};

export type CarLocationRef = {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  primary: boolean;
};

export type Car = {
  // Identity
  id: number;
  slug: string;
  name: string;
  stocknum: string;
  vin: string | null;
  item_type: ItemType;
  // Description
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  interior_colour: string | null;
  km: number;
  seats: number | null;
  doors: number | null;
  engine_size: number | null;
  engine_size_litres: number | null;
  bodyconfiguration: string | null;
  gearnum: number | null;
  simple_body: string | null;
  simple_transmission: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_drive: string | null;
  drive: string | null;
  trans: string | null;
  cylinders: number | null;
  fuelconsumptioncombined: number | null;
  induction: string | null;
  geartype: string | null;
  categories: string[];
  filtered_features: string[];
  standardEquipment: string[];
  // Price
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  weekly_price: number | null;
  // State
  status: CarStatus;
  car_type: CarType;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  has_nvic: boolean;
  nvic: string | null;
  created_at: Date;
  updated_at: Date;
  sold_date: Date | null;
  views: number;
  photos_count: number;
  show_on_dealer_website: boolean;
  /**
   * When a stock feed last listed the car (domain/stock/freshness.ts: past the site's limit it
   * leaves the website). Absent on cars built outside the database, which count as confirmed.
   */
  feed_confirmed_at?: Date;
  /** When staff hid the car from the website; no feed shows it again. */
  hidden_at?: Date | null;
  custom_rank: number;
  // Media
  images: CarImage[];
  primary_image_url: string | null;
  video_url: string | null;
  external_video_url: string | null;
  spin_images: string[];
  spin_code: string | null;
  spin_interior_image: string | null;
  hotspots: Hotspot[];
  // Places
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  location_id: number | null;
  location: CarLocationRef | null;
  location_name: string | null;
  city: string | null;
  state: string | null;
  // Other
  regplate: string | null;
  rego_expiry: Date | null;
  build_date: string | null;
  compliance_date: string | null;
  dealercomments: string | null;
  youxQuote: FinanceQuote | null;
  autograb_data: AutograbData | null;
  finance_lenders: Record<string, FinanceLender>;
  /** History report file address. */
  file: string | null;
} & CaravanFields;

/** in_stock and coming_soon are available: price and buttons show. */
export function isAvailable(car: Pick<Car, "status">): boolean {
  return car.status === "in_stock" || car.status === "coming_soon";
}
