/**
 * Turning validated form values and the places they resolved to into the lead that is stored,
 * and the outbox rows that deliver it. Pure: everything it needs is passed in.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { OutboxPlan } from "@/data/leads/store-lead";
import type { Car } from "@/domain/car/car";
import { convertCareersCategory } from "@/domain/leads/careers";
import { parsePageList, parseParamRecord } from "@/domain/leads/form-values";
import type {
  FinanceDetails,
  LeadCar,
  LeadKind,
  LeadModel,
  LeadVariant,
  TradeInDetails,
} from "@/domain/leads/lead";
import type { LeadFormValues } from "@/domain/leads/lead-form-schema";
import { KIND_RULES, leadCategory } from "@/domain/leads/lead-kinds";
import type { NewLead } from "@/domain/leads/stored-lead";
import type { Model, ModelVariant } from "@/domain/model/model";
import type { PaymentProvider } from "../payments";
import { leadPlace, leadRecipients, type Resolved } from "./resolve-place";

export type LeadMeta = { url: string; userAgent: string; referer: string | null };

export function leadCar(car: Car): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    car_type: car.car_type,
    tag: car.tag,
    km: car.km,
    price: car.price,
    colour: car.colour,
    body: car.simple_body,
    transmission: car.simple_transmission,
  };
}

function extraAnswers(kind: LeadKind, v: LeadFormValues): Record<string, string> {
  const extra: Record<string, string> = {};
  if (v.position) extra.Position = v.position;
  if (v.part) extra["Part or accessory"] = v.part;
  const vehicle = [v.year, v.make, v.model, v.variant].filter(Boolean).join(" ");
  if (kind !== "trade-in" && vehicle) extra["Vehicle of interest"] = vehicle;
  if (kind !== "trade-in" && v.rego)
    extra.Rego = `${v.rego}${v.rego_state ? ` ${v.rego_state}` : ""}`;
  return extra;
}

function tradeIn(v: LeadFormValues, estimate: TradeInDetails["estimate"]): TradeInDetails {
  return {
    rego: v.rego,
    rego_state: v.rego_state,
    year: v.year ?? 0,
    make: v.make,
    model: v.model,
    variant: v.variant || null,
    km: v.km ?? 0,
    estimate,
  };
}

function finance(v: LeadFormValues): FinanceDetails {
  return {
    amount: v.amount,
    deposit: v.deposit,
    term_years: v.term_years,
    employment: v.employment || null,
  };
}

/** The model and variant a quote request names, found among the site's own. */
export type QuotedModel = { model: Model; variant: ModelVariant | null };

export function leadModel(quoted: QuotedModel | null): {
  model: LeadModel | null;
  variant: LeadVariant | null;
} {
  if (!quoted) return { model: null, variant: null };
  const { model, variant } = quoted;
  return {
    model: { id: model.id, slug: model.slug, make: model.make, name: model.name },
    variant: variant ? { id: variant.id, name: variant.full_name } : null,
  };
}

export type BuildInput = {
  id: string;
  reference: string;
  config: SiteConfig;
  kind: LeadKind;
  values: LeadFormValues;
  car: Car | null;
  /** A quote request's model and variant (/models/order-now), when the form named one. */
  quoted?: QuotedModel | null;
  place: Resolved;
  estimate: TradeInDetails["estimate"];
  payment: PaymentProvider | null;
  meta: LeadMeta;
};

export function buildLead(input: BuildInput): NewLead {
  const { values: v, car, kind, config } = input;
  const chosen = leadCategory(kind, v.category, car?.car_type ?? null);
  const { category, subcategory } = convertCareersCategory(chosen, null);
  const visited = parsePageList(v.visited_pages);
  const deposit = config.labels.reserveDeposit;
  return {
    id: input.id,
    reference: input.reference,
    site_slug: config.slug,
    kind,
    category,
    subcategory,
    contact: {
      name: v.name,
      last_name: v.last_name,
      email: v.email,
      phone: v.phone,
      postcode: v.postcode,
      contact_preference: v.contact_preference,
    },
    comments: v.comments,
    opt_in: v.opt_in,
    car: car ? leadCar(car) : null,
    place: leadPlace(input.place),
    appointment_at: kind === "test-drive" && v.appointment_at ? new Date(v.appointment_at) : null,
    trade_in: kind === "trade-in" ? tradeIn(v, input.estimate) : null,
    finance: kind === "finance" ? finance(v) : null,
    reserve:
      KIND_RULES[kind].holdsCar && input.payment
        ? { deposit, payment: input.payment.summary(deposit) }
        : null,
    extra: extraAnswers(kind, v),
    payload: {
      url: v.page_url || input.meta.url,
      source: "Website",
      user_agent: input.meta.userAgent.slice(0, 500),
      car_id: car?.id ?? null,
      car_dealership_id: car?.dealership_id ?? null,
      ...leadModel(input.quoted ?? null),
      lead_attributes: {
        visited_pages:
          visited.length > 0 ? visited : input.meta.referer ? [input.meta.referer] : [],
        linked_query_params: parseParamRecord(v.linked_query_params),
      },
      userData: {
        category,
        subcategory,
        lead_id: input.id,
        form_completed: true,
        offer_accepted: false,
        adjustmentAnswers: {},
        rego: v.rego,
        regoState: v.rego_state,
      },
    },
  };
}

/** The dealer's email, the site's webhook when configured, and the shopper's receipt. */
/**
 * Where a lead goes: the dealer's addresses, the site's webhook, and a receipt to the shopper
 * unless `receipt` is false (an address that has had its receipts for the day).
 */
export function outboxPlan(
  config: SiteConfig,
  place: Resolved,
  shopperEmail: string,
  receipt = true,
): OutboxPlan[] {
  const own = leadRecipients(place);
  const to =
    config.forms.leadEmails.length > 0
      ? [...config.forms.leadEmails]
      : own.length > 0
        ? own
        : config.contact.email
          ? [config.contact.email]
          : [];
  const plan: OutboxPlan[] = [{ channel: "dealer-email", target: { kind: "email", to } }];
  const hook = config.forms.webhook;
  if (hook)
    plan.push({
      channel: "webhook",
      target: { kind: "webhook", url: hook.url, secretEnv: hook.secretEnv },
    });
  if (receipt) plan.push({ channel: "receipt", target: { kind: "email", to: [shopperEmail] } });
  return plan;
}
