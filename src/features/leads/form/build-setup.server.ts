import "server-only";
/**
 * Building a lead form's setup on the server: the site's rules, the sections the kind shows, the
 * select options (locations, dealerships, free test-drive times), a fresh idempotency key for this
 * render, and the no-JavaScript captcha question.
 */
import { getDatabase } from "@/data/db.server";
import type { Car } from "@/domain/car/car";
import type { LeadKind } from "@/domain/leads/lead";
import type { Location } from "@/domain/location/location";
import type { CurrentSite } from "@/features/site/server";
import { formRulesFor } from "../form-rules";
import { captcha } from "../lead-services.server";
import { PAYMENT_PROVIDERS } from "../payments";
import { offeredSlots, sitePlaces } from "./form-reads";
import type { FormSetup, Section } from "./form-setup";
import { preferredPlaceDefaults } from "./preferred-place";
import { packSlots } from "./slot-list";

/** The blocks of each kind, before the selects the rules add. */
const KIND_SECTIONS: Record<LeadKind, readonly Section[]> = {
  enquiry: ["contact", "contact-preference", "rego", "comments"],
  "car-enquiry": ["contact", "contact-preference", "comments"],
  "request-photos": ["contact", "comments"],
  "test-drive": ["vehicle-of-interest", "contact", "contact-preference", "appointment", "comments"],
  finance: ["finance", "contact", "contact-preference", "comments"],
  "trade-in": ["trade-in-car", "contact", "contact-preference", "comments"],
  reserve: ["contact", "payment", "comments"],
  checkout: ["contact", "payment", "comments"],
  payment: ["contact", "payment", "comments"],
  careers: ["position", "contact", "comments"],
  parts: ["part", "vehicle-of-interest", "contact", "contact-preference", "comments"],
  service: ["contact", "contact-preference", "vehicle-of-interest", "rego", "comments"],
};

const SUBMIT_TEXT: Partial<Record<LeadKind, string>> = {
  "test-drive": "Book Test Drive",
  "request-photos": "Request Photos",
  reserve: "Reserve Car",
  "trade-in": "Get My Valuation",
  careers: "Send Application",
};

export type SetupInput = {
  site: CurrentSite;
  kind: LeadKind;
  car?: Car | null;
  /** A location the page fixed (a contact-us page); otherwise the car's, or the shopper's choice. */
  location?: Location | null;
  id?: string;
  heading?: string | null;
  intro?: string | null;
  submit?: string;
  commentsLabel?: string;
  /** Starting values, e.g. a finance amount from the link's query. */
  defaults?: Record<string, string>;
  /** The dealership a finance link prefers (slug or id): preselected in the form's select. */
  preferredDealership?: string | null;
  /** Hidden fields the page adds (a quote request's model and variant). */
  hidden?: Record<string, string>;
  now?: Date;
};

export async function buildFormSetup(input: SetupInput): Promise<FormSetup> {
  const { config, scope } = input.site;
  const now = input.now ?? new Date();
  const db = await getDatabase();
  // Read once per site for a short time (form-reads.ts): a page may carry several forms.
  const { locations: all, dealerships } = await sitePlaces(db, scope);
  // The submit path resolves places among hidden ones too (a car may stand at one).
  const locations = all.filter((l) => l.visible);
  const car = input.car ?? null;
  // A test drive is booked at one place: the page's, the car's, else the site's first location.
  const slotLocation =
    input.kind === "test-drive"
      ? (input.location ??
        all.find((l) => l.id === car?.location_id) ??
        all.find((l) => l.dealership_id === car?.dealership_id) ??
        locations[0] ??
        null)
      : null;
  const fixed = input.location ?? (car ? null : slotLocation);
  const rules = formRulesFor(config, {
    kind: input.kind,
    hasCar: car !== null,
    fixedLocation: fixed !== null,
    locations,
    dealerships,
    now,
  });

  const sections: Section[] = [];
  for (const section of KIND_SECTIONS[input.kind]) {
    if (section === "rego" && input.kind === "enquiry" && !config.forms.showRego) continue;
    if (section === "vehicle-of-interest" && car) continue;
    if (section === "appointment" && !config.forms.testDrive.appointmentPicker) continue;
    if (section === "contact") {
      if (rules.categories) sections.push("category");
      if (rules.locationIds) sections.push("location");
      if (rules.dealershipIds) sections.push("dealership");
    }
    sections.push(section);
  }
  sections.push("opt-in");
  if (config.forms.captcha) sections.push("captcha");
  sections.push("terms");

  const shows = (section: Section) => sections.includes(section);
  const slots =
    slotLocation && shows("appointment") ? await offeredSlots(db, scope, slotLocation, now) : [];
  const question = config.forms.captcha ? captcha().question() : null;
  const deposit = config.labels.reserveDeposit;

  return {
    id: input.id ?? `lead-${input.kind}`,
    siteSlug: config.slug,
    rules,
    sections,
    hidden: {
      form: input.kind,
      ...(car ? { car_id: String(car.id) } : {}),
      ...(fixed ? { location_id: String(fixed.id), location_fixed: "1" } : {}),
      ...input.hidden,
    },
    defaults: {
      contact_preference: "any",
      opt_in: config.forms.optInDefault ? "on" : "",
      ...(rules.categories ? { category: "General Enquiry" } : {}),
      ...(input.kind === "reserve" ? { payment: PAYMENT_PROVIDERS[0]!.id } : {}),
      ...preferredPlaceDefaults(input.preferredDealership, rules, dealerships, locations),
      ...input.defaults,
    },
    options: {
      categories: shows("category")
        ? (rules.categories ?? []).map((c) => ({ value: c, label: c }))
        : [],
      locations: shows("location")
        ? locations.map((l) => ({ value: String(l.id), label: l.name }))
        : [],
      dealerships: shows("dealership")
        ? dealerships.map((d) => ({ value: String(d.id), label: d.name }))
        : [],
      slots: packSlots(slots),
      payments: shows("payment")
        ? PAYMENT_PROVIDERS.map((p) => ({ value: p.id, label: p.label(deposit) }))
        : [],
    },
    captcha: {
      enabled: config.forms.captcha,
      question: question?.text ?? null,
      token: question?.token ?? null,
    },
    text: {
      heading: input.heading ?? null,
      intro: input.intro ?? null,
      submit: input.submit ?? SUBMIT_TEXT[input.kind] ?? "Send Enquiry",
      commentsLabel: input.commentsLabel ?? "Comments",
    },
    car: car ? { id: car.id, slug: car.slug, name: car.name } : null,
  };
}
