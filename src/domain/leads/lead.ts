/**
 * A lead as the platform keeps it: who sent it, what they asked and what the page knew. One lead
 * per submitted form; delivery to the dealer is tracked by outbox rows, and the lead carries their
 * summary as its delivery status.
 */
import type { CarType } from "../car/car";

/** Every form that makes a lead. */
export const LEAD_KINDS = [
  "enquiry",
  "car-enquiry",
  "request-photos",
  "test-drive",
  "finance",
  "trade-in",
  "reserve",
  "checkout",
  "payment",
  "careers",
  "parts",
  "service",
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** How the shopper wants to be contacted. */
export const CONTACT_PREFERENCES = ["any", "call", "sms", "email"] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  any: "No preference",
  call: "Phone call",
  sms: "SMS only",
  email: "Email only",
};

export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type AuState = (typeof AU_STATES)[number];

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type LeadContact = {
  name: string;
  last_name: string;
  email: string;
  /** National digits, e.g. 0412345678; empty when the shopper asked for email only. */
  phone: string;
  postcode: string;
  contact_preference: ContactPreference;
};

/** What the shopper told us: category, contact details and the form's answers. */
export type LeadUserData = {
  category: string;
  subcategory: string | null;
  lead_id: string;
  form_completed: boolean;
  offer_accepted: boolean;
  adjustmentAnswers: Record<string, string>;
  rego: string | null;
  regoState: AuState | null;
};

/** A new model a quote request is for (/models/order-now), as it was when the lead was made. */
export type LeadModel = { id: number; slug: string; make: string; name: string };
export type LeadVariant = { id: number; name: string };

/**
 * What the page knew when the form was sent. `model` and `variant` carry a quote request's model
 * and variant; leads stored before they existed have neither.
 */
export type LeadPayload = {
  url: string;
  source: "Website";
  user_agent: string;
  car_id: number | null;
  car_dealership_id: number | null;
  model?: LeadModel | null;
  variant?: LeadVariant | null;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  userData: LeadUserData;
};

/** The car a lead is about, as it was when the lead was made. */
export type LeadCar = {
  id: number;
  slug: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  tag: string | null;
  km: number;
  price: number;
  colour: string | null;
  body: string | null;
  transmission: string | null;
};

export type LeadPlace = {
  dealership: { id: number; name: string; phone: string | null } | null;
  location: {
    id: number;
    name: string;
    phone: string | null;
    address: string;
    time_zone: string;
  } | null;
};

export type TradeInDetails = {
  rego: string | null;
  rego_state: AuState | null;
  year: number;
  make: string;
  model: string;
  variant: string | null;
  km: number;
  /** Online estimate in dollars; null when the car gets none (over the limits, or no data). */
  estimate: { low: number; high: number } | null;
};

export type FinanceDetails = {
  amount: number | null;
  deposit: number | null;
  term_years: number | null;
  employment: string | null;
};

/** A stored lead: contact, what it is about, where it goes, and how delivery is going. */
export type Lead = {
  id: string;
  reference: string;
  site_slug: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  contact: LeadContact;
  comments: string;
  opt_in: boolean;
  car: LeadCar | null;
  place: LeadPlace;
  appointment_at: Date | null;
  trade_in: TradeInDetails | null;
  finance: FinanceDetails | null;
  /** Reserve: the deposit text and the payment provider chosen. */
  reserve: { deposit: string; payment: string } | null;
  /** Free-form extra answers (careers position, part wanted, service details). */
  extra: Record<string, string>;
  payload: LeadPayload;
  created_at: Date;
  delivery_status: DeliveryStatus;
  /**
   * A test lead (the console's 'Send a test lead', the scheduled delivery check): delivered like
   * any other and marked as a test wherever it lands, never counted as a lead.
   */
  is_test?: boolean;
};

/** The note a test lead carries in its ADF comments and readable body. */
export const TEST_LEAD_NOTE =
  "TEST LEAD: sent by the website to check that leads reach you. It is not a real enquiry; no reply is needed.";

/** The shopper's full name as one line. */
export function fullName(contact: Pick<LeadContact, "name" | "last_name">): string {
  return [contact.name, contact.last_name].filter(Boolean).join(" ");
}
