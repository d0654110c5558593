/**
 * Everything a lead form needs in the browser, built on the server (build-setup.server.ts) and
 * passed as one serialisable prop: the rules its schema is built from, which sections it shows,
 * the options of its selects and its hidden fields. The server derives the same rules when the
 * form is posted (form-rules.ts), so both sides check the same things.
 */
import type { FormRules } from "@/domain/leads/lead-form-schema";
import type { SlotRun } from "./slot-list";

/** The blocks a form may show, in page order. */
export const SECTIONS = [
  "vehicle-of-interest",
  "trade-in-car",
  "finance",
  "position",
  "part",
  "contact",
  "contact-preference",
  "category",
  "location",
  "dealership",
  "appointment",
  "rego",
  "comments",
  "payment",
  "opt-in",
  "captcha",
  "terms",
] as const;
export type Section = (typeof SECTIONS)[number];

export type Option = { value: string; label: string };

/** The pages the terms box links to: the same for every form, so not part of a form's setup. */
export const LEGAL_PAGES = { terms: "/terms-and-conditions", privacy: "/privacy-policy" } as const;

export type FormSetup = {
  /** id of the <form>, and the prefix of its field ids (several forms may share a page). */
  id: string;
  siteSlug: string;
  rules: FormRules;
  sections: readonly Section[];
  hidden: Record<string, string>;
  defaults: Record<string, string>;
  /** The choices of the selects and radios the form shows (empty for those it does not). */
  options: {
    categories: Option[];
    locations: Option[];
    dealerships: Option[];
    /** The free test-drive times, packed (slot-list.ts). */
    slots: SlotRun[];
    payments: Option[];
  };
  captcha: { enabled: boolean; question: string | null; token: string | null };
  text: {
    heading: string | null;
    intro: string | null;
    submit: string;
    commentsLabel: string;
  };
  /** The car the form is about, for the browser's "enquired car" record. */
  car: { id: number; slug: string; name: string } | null;
};

/** The fields of each section, for checking one step of a multi-step form at a time. */
export const SECTION_FIELDS: Record<Section, readonly string[]> = {
  "vehicle-of-interest": ["make", "model", "year"],
  "trade-in-car": ["rego", "rego_state", "year", "make", "model", "variant", "km"],
  finance: ["amount", "deposit", "term_years", "employment"],
  position: ["position"],
  part: ["part"],
  contact: ["name", "last_name", "phone", "email", "postcode"],
  "contact-preference": ["contact_preference"],
  category: ["category"],
  location: ["location_id"],
  dealership: ["dealership_id"],
  appointment: ["appointment_at"],
  rego: ["rego", "rego_state"],
  comments: ["comments"],
  payment: ["payment"],
  "opt-in": ["opt_in"],
  captcha: [],
  terms: ["terms"],
};
