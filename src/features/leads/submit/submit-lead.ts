/**
 * One lead submission, from raw form values to a stored lead: honeypot, validation with the
 * form's schema, the captcha, the car and place it is about, the checks of each kind (a free
 * test-drive time, a car still for sale), then the lead and its outbox in one transaction.
 * Expected failures come back as values, not exceptions; request-level checks (origin, size, rate)
 * are the caller's.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "@/data/db";
import { comparableCars, reserveCar } from "@/data/leads/car-leads";
import { bookedTestDrives, findLeadByIdempotencyKey } from "@/data/leads/lead-reads";
import { storeLead } from "@/data/leads/store-lead";
import { findCarById } from "@/data/repositories/cars";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { findModelBySlug } from "@/data/repositories/models";
import { emitStockChanged } from "@/data/stock-events";
import type { Car } from "@/domain/car/car";
import { toText } from "@/domain/leads/form-values";
import { LEAD_KINDS, type Lead, type LeadKind, type TradeInDetails } from "@/domain/leads/lead";
import { leadEventId } from "@/domain/leads/lead-event";
import {
  type FieldErrors,
  type LeadFormValues,
  parseLeadForm,
} from "@/domain/leads/lead-form-schema";
import { KIND_RULES } from "@/domain/leads/lead-kinds";
import { CAR_UNAVAILABLE, FIELD_MESSAGES } from "@/domain/leads/messages";
import { newReference } from "@/domain/leads/reference";
import { isOfferedSlot, testDriveSlots } from "@/domain/leads/test-drive-slots";
import { estimateTradeIn, onlineEstimateAllowed } from "@/domain/leads/trade-in-estimate";
import { isReservable } from "@/domain/vehicle/ctas";
import type { CurrentSite } from "@/features/site/server";
import { logError } from "@/lib/log";
import { forgetBookedSlots } from "../form/form-reads";
import { formRulesFor } from "../form-rules";
import { findPaymentProvider } from "../payments";
import { buildLead, type LeadMeta, outboxPlan, type QuotedModel } from "./build-lead";
import type { GuardRefusal } from "./request-guard";
import { type Places, type Resolved, resolvePlace } from "./resolve-place";

/** Hidden field a person never fills; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = "company_website";

export type SubmitDeps = {
  db: Database;
  site: CurrentSite;
  now: Date;
  verifyCaptcha: (input: Record<string, unknown>) => Promise<boolean>;
  recordEvent: (event: {
    eventId: number;
    carId: number | null;
    leadId: string;
    kind: LeadKind;
  }) => Promise<void>;
  onStored: () => void;
  /**
   * Counts a valid lead against the lead quota of its sender and site, just before it is
   * stored; a refusal (429) stores nothing.
   */
  admit: () => Promise<GuardRefusal | null>;
  /** Whether this address may still get a receipt today; false skips only the receipt. */
  allowReceipt: (email: string) => Promise<boolean>;
};

export type SubmitSuccess = {
  ok: true;
  leadId: string;
  reference: string;
  category: string;
  eventId: number;
  created: boolean;
  car: { id: number; slug: string; name: string } | null;
  /** The trade-in estimate given, for the success page. */
  estimate: TradeInDetails["estimate"];
};
export type SubmitFailure = {
  ok: false;
  errors: FieldErrors;
  formError: string | null;
  /** Set when the lead quota refused a valid lead: answer 429 with Retry-After. */
  retryAfterSeconds?: number;
};
export type SubmitResult = SubmitSuccess | SubmitFailure;

const invalid = (errors: FieldErrors, formError: string | null = null): SubmitFailure => ({
  ok: false,
  errors,
  formError,
});
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function leadKindOf(input: Record<string, unknown>): LeadKind {
  const kind = toText(input.form);
  return (LEAD_KINDS as readonly string[]).includes(kind) ? (kind as LeadKind) : "enquiry";
}

async function loadPlaces(deps: SubmitDeps): Promise<Places> {
  const [locations, dealerships] = await Promise.all([
    listLocations(deps.db, deps.site.scope, { includeHidden: true }),
    listDealerships(deps.db, deps.site.scope),
  ]);
  return { locations, dealerships };
}

/** Checks of one kind of form that need the database; a failure is a field or form error. */
async function kindChecks(
  deps: SubmitDeps,
  kind: LeadKind,
  v: LeadFormValues,
  car: Car | null,
  place: Resolved,
) {
  if (kind === "test-drive" && v.appointment_at) {
    const location = place.location;
    if (!location) return invalid({ appointment_at: FIELD_MESSAGES.appointmentInvalid });
    const booked = await bookedTestDrives(deps.db, deps.site.scope, location.id, deps.now);
    const days = testDriveSlots({
      opening: location.contact_detail.opening_hours,
      special: location.special_hours,
      timeZone: location.time_zone,
      now: deps.now,
      booked,
    });
    if (!isOfferedSlot(days, v.appointment_at))
      return invalid({ appointment_at: FIELD_MESSAGES.appointmentTaken });
  }
  if (KIND_RULES[kind].holdsCar) {
    if (!findPaymentProvider(v.payment))
      return invalid({ payment: FIELD_MESSAGES.paymentRequired });
    if (!car || !isReservable(car)) return invalid({}, CAR_UNAVAILABLE);
  }
  return null;
}

/**
 * The model and variant a quote request names (hidden quote_model, quote_variant), among the
 * site's own models; "missing" when either is not (a stale page, or a made-up post).
 */
async function quotedModel(
  deps: SubmitDeps,
  v: LeadFormValues,
): Promise<QuotedModel | null | "missing"> {
  if (v.quote_model === null) return v.quote_variant === null ? null : "missing";
  const model = await findModelBySlug(deps.db, deps.site.scope, v.quote_model);
  if (!model) return "missing";
  if (v.quote_variant === null) return { model, variant: null };
  const variant = model.model_variants.find((m) => m.id === v.quote_variant);
  return variant ? { model, variant } : "missing";
}

async function tradeInEstimate(
  deps: SubmitDeps,
  v: LeadFormValues,
): Promise<TradeInDetails["estimate"]> {
  if (v.year === null || v.km === null) return null;
  const car = { year: v.year, km: v.km };
  if (!onlineEstimateAllowed(car, deps.site.config.forms.tradeIn, deps.now)) return null;
  const comparables = await comparableCars(deps.db, deps.site.scope, {
    make: v.make,
    model: v.model,
    year: v.year,
  });
  return estimateTradeIn(car, comparables);
}

export async function submitLead(
  deps: SubmitDeps,
  input: Record<string, unknown>,
  meta: LeadMeta,
): Promise<SubmitResult> {
  const { config, scope } = deps.site;
  const kind = leadKindOf(input);
  if (toText(input[HONEYPOT_FIELD]) !== "") {
    // Looks accepted to the bot; nothing is stored or sent.
    return {
      ok: true,
      leadId: randomUUID(),
      reference: newReference(),
      category: "General Enquiry",
      eventId: 0,
      created: false,
      car: null,
      estimate: null,
    };
  }
  const places = await loadPlaces(deps);
  const visible = places.locations.filter((l) => l.visible);
  const rules = formRulesFor(config, {
    kind,
    hasCar: toText(input.car_id) !== "",
    fixedLocation: toText(input.location_fixed) === "1",
    locations: visible,
    dealerships: places.dealerships,
    now: deps.now,
  });
  const parsed = parseLeadForm(rules, input);
  if (!parsed.ok) return invalid(parsed.errors);
  const v = parsed.value;

  const car = v.car_id === null ? null : await findCarById(deps.db, scope, v.car_id);
  if (v.car_id !== null && !car) return invalid({ car_id: FIELD_MESSAGES.carMissing });
  const quoted = await quotedModel(deps, v);
  if (quoted === "missing") return invalid({}, FIELD_MESSAGES.modelMissing);
  const place = resolvePlace(places, {
    locationId: v.location_id,
    dealershipId: v.dealership_id,
    car,
  });
  if ("error" in place) {
    return invalid(
      place.error === "location"
        ? { location_id: FIELD_MESSAGES.locationRequired }
        : { dealership_id: FIELD_MESSAGES.dealershipRequired },
    );
  }
  // A resubmit of a form render that already made its lead gets that lead back, before the
  // captcha (already spent by the first submit) or the slot check (taken by this very lead).
  const key = IDEMPOTENCY_KEY.test(v.idempotency_key) ? v.idempotency_key : randomUUID();
  const existing = await findLeadByIdempotencyKey(deps.db, scope, key);
  if (existing)
    return success(
      existing,
      false,
      leadEventId({ kind, category: v.category ?? existing.category, car }),
      car,
    );
  const failed = await kindChecks(deps, kind, v, car, place);
  if (failed) return failed;
  // Checked last: a solved captcha is good for one submission, so it is not spent on a typo.
  if (config.forms.captcha && !(await deps.verifyCaptcha(input)))
    return invalid({}, FIELD_MESSAGES.captchaFailed);

  const quota = await deps.admit();
  if (quota)
    return {
      ok: false,
      errors: {},
      formError: quota.message,
      retryAfterSeconds: quota.retryAfterSeconds ?? 60,
    };

  const lead = buildLead({
    id: randomUUID(),
    reference: newReference(),
    config,
    kind,
    values: v,
    car,
    quoted,
    place,
    estimate: kind === "trade-in" ? await tradeInEstimate(deps, v) : null,
    payment: findPaymentProvider(v.payment) ?? null,
    meta,
  });
  const stored = await storeLead(deps.db, scope, {
    lead,
    idempotencyKey: key,
    outbox: outboxPlan(config, place, v.email, await deps.allowReceipt(v.email)),
    within: KIND_RULES[kind].holdsCar && car ? (tx) => reserveCar(tx, scope, car.id) : undefined,
  });
  if (!stored.ok) {
    return stored.error === "slot-taken"
      ? invalid({ appointment_at: FIELD_MESSAGES.appointmentTaken })
      : invalid({}, CAR_UNAVAILABLE);
  }
  const eventId = leadEventId({ kind, category: v.category ?? lead.category, car });
  if (stored.created) {
    // The forms' cached booked times (form/form-reads.ts) must not offer this time again.
    if (lead.appointment_at) forgetBookedSlots();
    // A reserved car reads as reserved everywhere at once: search, and the site's kept pages.
    if (KIND_RULES[kind].holdsCar && car)
      await emitStockChanged(deps.db, [config.slug]).catch((error: unknown) => {
        logError("leads", "reservation not announced", error);
      });
    deps.onStored();
    await deps
      .recordEvent({ eventId, carId: car?.id ?? null, leadId: stored.lead.id, kind })
      .catch((error: unknown) => {
        logError("leads", "analytics event not recorded", error);
      });
  }
  return success(stored.lead, stored.created, eventId, car);
}

function success(lead: Lead, created: boolean, eventId: number, car: Car | null): SubmitSuccess {
  return {
    ok: true,
    leadId: lead.id,
    reference: lead.reference,
    category: lead.category,
    eventId,
    created,
    car: car ? { id: car.id, slug: car.slug, name: car.name } : null,
    estimate: lead.trade_in?.estimate ?? null,
  };
}
