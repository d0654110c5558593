/**
 * The lead forms other pages embed (the vehicle page, search cards' targets, finance pages).
 * Each is a server component that builds the form's setup (rules, options, a fresh idempotency
 * key) and renders the one client form:
 *
 *   <EnquiryForm site={site} variant="car" car={car} />
 *   <TestDriveForm site={site} car={car} />
 *   <FinanceEnquiryForm site={site} car={car} defaults={{ amount: "30000" }} />
 */
import type { Car } from "@/domain/car/car";
import type { Location } from "@/domain/location/location";
import type { CurrentSite } from "@/features/site/server";
import { buildFormSetup, type SetupInput } from "./form/build-setup.server";
import {
  DeferredLeadForm as LeadForm,
  DeferredMultiStepForm as MultiStepForm,
} from "./form/deferred-forms";
import type { Step } from "./form/multi-step-form";

type Common = {
  site: CurrentSite;
  /** Form id, unique on the page (also the anchor). */
  id?: string;
  heading?: string | null;
  intro?: string | null;
};

export type EnquiryVariant = "general" | "car" | "find-similar" | "service" | "parts" | "careers";

const VARIANTS: Record<EnquiryVariant, Pick<SetupInput, "kind" | "commentsLabel">> = {
  general: { kind: "enquiry" },
  car: { kind: "car-enquiry" },
  "find-similar": { kind: "car-enquiry", commentsLabel: "What are you looking for?" },
  service: { kind: "service", commentsLabel: "What does your car need?" },
  parts: { kind: "parts" },
  careers: { kind: "careers", commentsLabel: "Tell us about yourself" },
};

export async function EnquiryForm(
  props: Common & {
    variant?: EnquiryVariant;
    car?: Car | null;
    location?: Location | null;
    /** Hidden fields the page adds, e.g. a quote request's quote_model and quote_variant. */
    hidden?: Record<string, string>;
  },
) {
  const variant = VARIANTS[props.variant ?? (props.car ? "car" : "general")];
  const heading =
    props.variant === "find-similar"
      ? (props.heading ?? props.site.config.labels.findSimilar)
      : props.heading;
  const setup = await buildFormSetup({
    ...props,
    ...variant,
    heading,
    id: props.id ?? `enquiry-${props.variant ?? "form"}`,
  });
  return <LeadForm setup={setup} />;
}

export async function RequestPhotosForm(props: Common & { car: Car }) {
  const setup = await buildFormSetup({
    ...props,
    kind: "request-photos",
    id: props.id ?? "request-photos",
    commentsLabel: "Anything in particular you would like to see?",
  });
  return <LeadForm setup={setup} />;
}

export async function TestDriveForm(
  props: Common & { car?: Car | null; location?: Location | null },
) {
  const setup = await buildFormSetup({
    ...props,
    kind: "test-drive",
    id: props.id ?? "test-drive",
  });
  return <LeadForm setup={setup} />;
}

/**
 * Finance links carry vehiclePriceBudget (the amount) and car_id; pass them as defaults. Their
 * preferredDealership (a dealership's slug or id) preselects the dealership, or its location,
 * when the form offers that choice (no car fixes it).
 */
export async function FinanceEnquiryForm(
  props: Common & {
    car?: Car | null;
    defaults?: { amount?: string; deposit?: string; term_years?: string };
    preferredDealership?: string | null;
  },
) {
  const setup = await buildFormSetup({
    ...props,
    kind: "finance",
    id: props.id ?? "finance-form",
    defaults: props.defaults,
  });
  return <LeadForm setup={setup} />;
}

/** `car` is the car being bought, when the trade-in starts from its page (/cars/trade-in?car_id=). */
export async function TradeInForm(props: Common & { car?: Car | null }) {
  const setup = await buildFormSetup({ ...props, kind: "trade-in", id: props.id ?? "trade-in" });
  return <LeadForm setup={setup} />;
}

export async function ReserveForm(props: Common & { car: Car }) {
  const setup = await buildFormSetup({ ...props, kind: "reserve", id: props.id ?? "reserve" });
  return <LeadForm setup={setup} />;
}

/** The enquiry in three steps (features.multiStepEnquiry); the vehicle page shows it instead of EnquiryForm. */
export async function MultiStepEnquiry(props: Common & { car: Car; location?: Location | null }) {
  const setup = await buildFormSetup({
    ...props,
    kind: "car-enquiry",
    id: props.id ?? "multi-step-enquiry",
  });
  const last = setup.sections.filter((s) => s === "opt-in" || s === "captcha" || s === "terms");
  const steps: Step[] = [
    { title: "Your enquiry", sections: ["comments", "contact-preference"] },
    { title: "Your details", sections: ["contact"] },
    { title: "Confirm and send", sections: last },
  ];
  return <MultiStepForm setup={setup} steps={steps} />;
}

/**
 * The vehicle page's car enquiry, ready to mount: the multi-step enquiry where the site turns on
 * features.multiStepEnquiry, else the one-page car
 * enquiry. A sold car's 'Find Me Something Similar' is EnquiryForm's own variant.
 */
export function VehicleEnquiry(props: Common & { car: Car; location?: Location | null }) {
  if (props.site.config.features.multiStepEnquiry) return <MultiStepEnquiry {...props} />;
  return <EnquiryForm {...props} variant="car" />;
}
