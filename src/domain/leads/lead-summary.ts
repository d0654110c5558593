/**
 * A lead in plain words: the lines a salesperson reads in the email and the CRM (the ADF
 * comments carry the same lines, so nothing a shopper said is lost in a CRM that shows only
 * comments). The contact preference is always written out, so it reaches the dealer in the
 * comments.
 */
import { carFullTitle } from "@/domain/car/car-title";
import { formatKm } from "../format/km";
import { formatPhone } from "../format/phone";
import { formatPrice } from "../format/price";
import { CONTACT_PREFERENCE_LABELS, fullName, type Lead } from "./lead";

/** 'Monday 23 November 2026, 10:00 am' in the location's time zone. */
export function formatAppointment(at: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  const time = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(at)
    .replace(/\s?([ap])\.?m\.?/i, (_, p: string) => ` ${p.toLowerCase()}m`);
  return `${date}, ${time}`;
}

const KIND_NAMES: Record<Lead["kind"], string> = {
  enquiry: "Enquiry",
  "car-enquiry": "Car enquiry",
  "request-photos": "Request photos",
  "test-drive": "Test drive booking",
  finance: "Finance enquiry",
  "trade-in": "Trade-in valuation",
  reserve: "Reservation",
  checkout: "Online purchase",
  payment: "Online payment",
  careers: "Careers enquiry",
  parts: "Parts enquiry",
  service: "Service enquiry",
};

export function carLine(car: NonNullable<Lead["car"]>): string {
  const name = carFullTitle(car);
  const price = car.price > 0 ? `, ${formatPrice(car.price)}` : "";
  return `${name} (stock ${car.stocknum}${car.vin ? `, VIN ${car.vin}` : ""})${price}`;
}

/** 'Nissan X-Trail, variant X-Trail ST 2WD (model 12, variant 34)'. */
export function modelLine(payload: Lead["payload"]): string | null {
  const { model, variant } = payload;
  if (!model) return null;
  const ids = `model ${model.id}${variant ? `, variant ${variant.id}` : ""}`;
  return `${model.make} ${model.name}${variant ? `, variant ${variant.name}` : ""} (${ids})`;
}

export function leadSummaryLines(lead: Lead): string[] {
  const model = modelLine(lead.payload);
  const lines: (string | null)[] = [
    `Reference: ${lead.reference}`,
    `Form: ${KIND_NAMES[lead.kind]}`,
    `Category: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ""}`,
    `Contact preference: ${CONTACT_PREFERENCE_LABELS[lead.contact.contact_preference]}`,
    lead.car ? `Vehicle: ${carLine(lead.car)}` : null,
    model ? `Quote for: ${model}` : null,
    lead.appointment_at
      ? `Test drive time: ${formatAppointment(lead.appointment_at, lead.place.location?.time_zone ?? "Australia/Sydney")}`
      : null,
    ...tradeInLines(lead),
    ...financeLines(lead),
    lead.reserve
      ? `Reservation: deposit ${lead.reserve.deposit}, payment: ${lead.reserve.payment}`
      : null,
    ...Object.entries(lead.extra).map(([label, value]) => `${label}: ${value}`),
    lead.payload.userData.offer_accepted ? "Offer accepted: yes" : null,
    `Marketing opt-in: ${lead.opt_in ? "yes" : "no"}`,
    lead.comments ? `Message: ${lead.comments}` : null,
  ];
  return lines.filter((l): l is string => l !== null);
}

function tradeInLines(lead: Lead): string[] {
  const t = lead.trade_in;
  if (!t) return [];
  const name = [t.year, t.make, t.model, t.variant].filter(Boolean).join(" ");
  const rego = t.rego ? `, rego ${t.rego}${t.rego_state ? ` ${t.rego_state}` : ""}` : "";
  return [
    `Trade-in: ${name}, ${formatKm(t.km)}${rego}`,
    t.estimate
      ? `Online estimate: ${formatPrice(t.estimate.low)} – ${formatPrice(t.estimate.high)}`
      : "Online estimate: none given",
  ];
}

function financeLines(lead: Lead): string[] {
  const f = lead.finance;
  if (!f) return [];
  const parts = [
    f.amount !== null ? `amount ${formatPrice(f.amount)}` : null,
    f.deposit !== null ? `deposit ${formatPrice(f.deposit)}` : null,
    f.term_years !== null ? `term ${f.term_years} years` : null,
    f.employment ? `employment ${f.employment}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? [`Finance: ${parts.join(", ")}`] : [];
}

/** The readable email to the dealer: who, about what, and every answer. */
export function leadReadableBody(lead: Lead, siteName: string): string {
  const { contact } = lead;
  return [
    `New ${KIND_NAMES[lead.kind].toLowerCase()} from the ${siteName} website`,
    "",
    `Name: ${fullName(contact)}`,
    `Email: ${contact.email}`,
    contact.phone ? `Phone: ${formatPhone(contact.phone)}` : "Phone: not given (email only)",
    `Postcode: ${contact.postcode}`,
    lead.place.location ? `Location: ${lead.place.location.name}` : null,
    "",
    ...leadSummaryLines(lead),
    "",
    `Page: ${lead.payload.url}`,
    "The ADF XML of this lead is attached.",
  ]
    .filter((l): l is string => l !== null)
    .join("\n");
}
