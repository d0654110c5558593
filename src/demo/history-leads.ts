/**
 * The parts of a demo lead's history: which forms a site's shoppers use and when, who they
 * are, how each delivery went (most first time, some after a failed try, a few failed or
 * waiting) and how far the staff have followed it up.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { HistoryAttempt, HistoryLead, HistoryOutbox } from "@/data/demo-history";
import type { OutboxPlan } from "@/data/leads/store-lead";
import type { Car } from "@/domain/car/car";
import type { FollowUpState } from "@/domain/console/follow-up";
import type { LeadKind } from "@/domain/leads/lead";
import { leadCategory } from "@/domain/leads/lead-kinds";
import type { NewLead } from "@/domain/leads/stored-lead";
import { leadCar } from "@/features/leads/submit/build-lead";
import { leadPlace, type Resolved } from "@/features/leads/submit/resolve-place";
import { COMMENTS, FAILURES, FIRST, LAST, NOTES } from "./history-words";
import type { Rng } from "./prng";

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** The forms a site takes leads from, by how often shoppers use them. */
export function formWeights(config: SiteConfig): (readonly [LeadKind, number])[] {
  const f = config.features;
  const weights: (readonly [LeadKind, number])[] = [
    ["car-enquiry", 30],
    ["enquiry", 12],
    ["finance", 9],
    ["service", 5],
    ["parts", 3],
    ["careers", 1],
  ];
  if (f.testDrive) weights.push(["test-drive", 14]);
  if (f.tradeIn) weights.push(["trade-in", 8]);
  if (f.requestPhotos) weights.push(["request-photos", 5]);
  if (f.reserveOnline) weights.push(["reserve", 2]);
  return weights;
}

/** A time on the local day `daysBack` before now, shoppers' hours weighted to the evening. */
export function leadTime(rng: Rng, now: Date, daysBack: number): Date {
  const hour = rng.weighted([
    [8, 1],
    [10, 2],
    [12, 3],
    [14, 2],
    [17, 3],
    [19, 4],
    [21, 2],
  ] as const);
  const start = new Date(now.getTime() - daysBack * DAY_MS);
  start.setUTCHours(hour - 10, rng.int(0, 59), rng.int(0, 59), 0);
  return start;
}

export function contactOf(rng: Rng) {
  const name = rng.pick(FIRST);
  const last_name = rng.pick(LAST);
  return {
    name,
    last_name,
    email: `${name}.${last_name}${rng.int(1, 99)}@example.com`.toLowerCase(),
    phone: `04${String(rng.int(10_000_000, 99_999_999))}`,
    postcode: String(rng.int(2000, 4999)),
    contact_preference: rng.pick(["any", "call", "sms", "email"] as const),
  };
}

export function newLead(
  rng: Rng,
  config: SiteConfig,
  kind: LeadKind,
  car: Car | null,
  place: Resolved,
  id: string,
  reference: string,
): NewLead {
  const category = leadCategory(kind, null, car?.car_type ?? null);
  const contact = contactOf(rng);
  return {
    id,
    reference,
    site_slug: config.slug,
    kind,
    category,
    subcategory: null,
    contact,
    comments: rng.chance(0.5) ? rng.pick(COMMENTS) : "",
    opt_in: rng.chance(0.6),
    car: car ? leadCar(car) : null,
    place: leadPlace(place),
    appointment_at: null,
    trade_in: null,
    finance:
      kind === "finance"
        ? {
            amount: rng.int(15, 60) * 1000,
            deposit: rng.int(0, 10) * 1000,
            term_years: rng.pick([3, 5, 7]),
            employment: "Full time",
          }
        : null,
    reserve: null,
    extra: {},
    payload: {
      url: car ? `/vehicle/${car.slug}` : "/contact-us",
      source: "Website",
      user_agent: "Mozilla/5.0",
      car_id: car?.id ?? null,
      car_dealership_id: car?.dealership_id ?? null,
      lead_attributes: {
        visited_pages: car ? [`/vehicle/${car.slug}`] : [],
        linked_query_params: {},
      },
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
  };
}

/** Each outbox row's tries: most go first time, some after a failure, a few fail or wait. */
export function deliver(
  rng: Rng,
  plans: readonly OutboxPlan[],
  at: Date,
  now: Date,
  fate: HistoryLead["deliveryStatus"],
): HistoryOutbox[] {
  return plans.map((plan, index) => {
    const first = new Date(at.getTime() + rng.int(1, 20) * 1000);
    const dealer = plan.channel !== "receipt" && index === 0;
    if (fate === "failed" && dealer) {
      const tries = rng.int(3, 6);
      const answer = rng.pick(FAILURES.slice(0, 2));
      return {
        ...plan,
        status: "failed",
        nextAttemptAt: first,
        attempts: Array.from({ length: tries }, (_, i) => ({
          ok: false,
          answer,
          at: new Date(first.getTime() + (2 ** i - 1) * 30_000),
        })),
      };
    }
    if (fate === "pending" && dealer)
      return {
        ...plan,
        status: "pending",
        nextAttemptAt: new Date(now.getTime() + 6 * HOUR_MS),
        // A lead of the last hour waits for its first try; an older one has had one fail.
        attempts:
          now.getTime() - first.getTime() > HOUR_MS
            ? [{ ok: false, answer: rng.pick(FAILURES), at: first }]
            : [],
      };
    const retried = rng.chance(0.06);
    const attempts: HistoryAttempt[] = retried
      ? [{ ok: false, answer: rng.pick(FAILURES), at: first }]
      : [];
    attempts.push({
      ok: true,
      answer: plan.channel === "webhook" ? "HTTP 200" : "250 2.0.0 OK",
      at: new Date(first.getTime() + (retried ? 30_000 : 0)),
    });
    return { ...plan, status: "sent", nextAttemptAt: first, attempts };
  });
}

export function followUp(
  rng: Rng,
  at: Date,
  now: Date,
  staff: readonly string[],
): Pick<HistoryLead, "followUpState" | "followUps" | "seen"> {
  const age = now.getTime() - at.getTime();
  const by = rng.pick(staff);
  const seen =
    age > 2 * HOUR_MS || rng.chance(0.5)
      ? { at: new Date(at.getTime() + rng.int(5, 180) * 60_000), by }
      : null;
  if (!seen || seen.at > now)
    return { followUpState: "new", followUps: [], seen: seen && seen.at <= now ? seen : null };
  const path: FollowUpState[] = [];
  if (age > 6 * HOUR_MS && rng.chance(0.75)) path.push("contacted");
  if (path.length && age > 2 * DAY_MS && rng.chance(0.4)) path.push("appointment");
  if (path.length && age > 4 * DAY_MS && rng.chance(0.45))
    path.push(rng.chance(0.45) ? "sold" : "lost");
  let when = seen.at.getTime();
  const followUps = path.map((state) => {
    when = Math.min(now.getTime() - 60_000, when + rng.int(1, 30) * HOUR_MS);
    return { state, note: rng.pick(NOTES[state]), changedBy: by, changedAt: new Date(when) };
  });
  return { followUpState: path.at(-1) ?? "new", followUps, seen };
}

export const uuidOf = (rng: Rng) => {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
