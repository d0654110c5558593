/**
 * Test leads: a lead sent through the real path (stored with its outbox rows in one transaction,
 * then sent by the delivery worker by email and webhook) to check that leads reach the dealer.
 * It goes to every dealer target the site's leads can go to (each location's addresses, or the
 * site's lead addresses, and the webhook) but sends the shopper no receipt. It is marked as a
 * test in the row and in everything sent (ADF comments, email subject, webhook body), and is
 * never counted as a lead.
 */
import { randomUUID } from "node:crypto";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Database } from "@/data/db";
import { type OutboxPlan, storeLead } from "@/data/leads/store-lead";
import { listDealerships } from "@/data/repositories/dealerships";
import { listLocations } from "@/data/repositories/locations";
import { type DeliveryTarget, distinctTargets, targetKey } from "@/domain/console/delivery-targets";
import { TEST_LEAD_NOTE } from "@/domain/leads/lead";
import { KIND_RULES } from "@/domain/leads/lead-kinds";
import { newReference } from "@/domain/leads/reference";
import type { NewLead } from "@/domain/leads/stored-lead";
import type { SiteScope } from "@/domain/site/site-scope";
import { leadStored } from "../delivery/wake";
import { outboxPlan } from "./build-lead";
import { leadPlace, type Places, type Resolved } from "./resolve-place";

/** The address a test lead gives as the shopper's: a reserved domain that no mail reaches. */
const TEST_LEAD_EMAIL = "delivery-check@test.invalid";

const toTarget = (plan: OutboxPlan): DeliveryTarget | null => {
  if (plan.channel === "webhook" && plan.target.kind === "webhook")
    return { channel: "webhook", url: plan.target.url };
  if (plan.channel === "dealer-email" && plan.target.kind === "email")
    return { channel: "dealer-email", to: plan.target.to };
  return null;
};

/** Each place a lead can be resolved to: every location with its dealership, else the site. */
function everyPlace(places: Places): Resolved[] {
  if (places.locations.length === 0)
    return [{ location: null, dealership: places.dealerships[0] ?? null }];
  return places.locations.map((location) => ({
    location,
    dealership: places.dealerships.find((d) => d.id === location.dealership_id) ?? null,
  }));
}

/** The dealer outbox rows of every place, one per distinct target. */
function dealerPlans(config: SiteConfig, places: Places): OutboxPlan[] {
  const plans = everyPlace(places).flatMap((place) =>
    outboxPlan(config, place, TEST_LEAD_EMAIL, false),
  );
  const keep = new Set(
    distinctTargets(plans.flatMap((plan) => toTarget(plan) ?? [])).map(targetKey),
  );
  return plans.filter((plan) => {
    const target = toTarget(plan);
    if (!target || !keep.has(targetKey(target))) return false;
    keep.delete(targetKey(target));
    return true;
  });
}

async function sitePlaces(db: Database, scope: SiteScope): Promise<Places> {
  const [locations, dealerships] = await Promise.all([
    listLocations(db, scope, { includeHidden: true }),
    listDealerships(db, scope),
  ]);
  return { locations, dealerships };
}

/** Every dealer target the site's leads go to now, from its configuration and places. */
export async function siteDeliveryTargets(
  db: Database,
  scope: SiteScope,
  config: SiteConfig,
): Promise<DeliveryTarget[]> {
  return dealerPlans(config, await sitePlaces(db, scope)).flatMap((plan) => toTarget(plan) ?? []);
}

function testLead(config: SiteConfig, place: Resolved, why: string): NewLead {
  const id = randomUUID();
  const category = KIND_RULES.enquiry.category;
  return {
    id,
    reference: newReference(),
    site_slug: config.slug,
    kind: "enquiry",
    category,
    subcategory: null,
    contact: {
      name: "Test",
      last_name: "Lead",
      email: TEST_LEAD_EMAIL,
      phone: "",
      postcode: "",
      contact_preference: "email",
    },
    comments: `${TEST_LEAD_NOTE} ${why}`,
    opt_in: false,
    car: null,
    place: leadPlace(place),
    appointment_at: null,
    trade_in: null,
    finance: null,
    reserve: null,
    extra: {},
    payload: {
      url: "",
      source: "Website",
      user_agent: "Forecourt delivery check",
      car_id: null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      userData: {
        category,
        subcategory: null,
        lead_id: id,
        form_completed: true,
        offer_accepted: false,
        adjustmentAnswers: {},
        rego: null,
        regoState: null,
      },
    },
    is_test: true,
  };
}

/** Stores a test lead with its dealer outbox rows and wakes this node's worker. */
export async function sendTestLead(
  db: Database,
  scope: SiteScope,
  config: SiteConfig,
  why: string,
): Promise<{ id: string; reference: string }> {
  const places = await sitePlaces(db, scope);
  const lead = testLead(config, everyPlace(places)[0] ?? { location: null, dealership: null }, why);
  const stored = await storeLead(db, scope, {
    lead,
    idempotencyKey: `test-${lead.id}`,
    outbox: dealerPlans(config, places),
  });
  if (!stored.ok) throw new Error(`A test lead could not be stored: ${stored.error}`);
  leadStored();
  return { id: stored.lead.id, reference: stored.lead.reference };
}
