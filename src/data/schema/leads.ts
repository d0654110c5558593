/**
 * Leads and their delivery outbox, and the analytics events the lead forms and other pages record.
 *
 * A lead and its outbox rows are written in one transaction, so a lead is never stored without
 * its deliveries nor delivered without being stored. The outbox row is the unit of delivery:
 * a worker claims it with a lease (status 'sending', lease_until), sends it, and marks it sent
 * or schedules a retry; a crashed worker's lease runs out and another worker picks the row up.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FollowUpState } from "@/domain/console/follow-up";
import type { DeliveryStatus, LeadKind } from "@/domain/leads/lead";
import type { StoredLeadData } from "@/domain/leads/stored-lead";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { locations } from "./locations";
import { sites } from "./sites";

const tz = { withTimezone: true } as const;

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    /** Shown to the shopper on /success and in the receipt. */
    reference: text("reference").notNull().unique(),
    // A lead is never deleted with its site: no cascade.
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    /** One per form render: a double click or a resubmit finds the lead already made. */
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").$type<LeadKind>().notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "set null",
    }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    appointmentAt: timestamp("appointment_at", tz),
    /** Contact, answers, car and place snapshots and the lead payload (domain StoredLeadData). */
    data: jsonb("data").$type<StoredLeadData>().notNull(),
    /** Extra values saved later by POST /api/miscellaneous, by column name. */
    miscellaneous: jsonb("miscellaneous").$type<Record<string, unknown>>().notNull().default({}),
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>().notNull().default("pending"),
    /** Where the dealer is with it (the console); its history is in lead_follow_ups. */
    followUpState: text("follow_up_state").$type<FollowUpState>().notNull().default("new"),
    /** When a member of staff first opened it in the console, and who. */
    seenAt: timestamp("seen_at", tz),
    seenBy: text("seen_by"),
    /** A test lead sent by the console or the delivery check: delivered, never counted as a lead. */
    isTest: boolean("is_test").notNull().default(false),
    /** What the console's search box looks in: name, email, phone and reference, lower case. */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${leads.data}->'contact'->>'name', '') || ' ' || coalesce(${leads.data}->'contact'->>'last_name', '') || ' ' || ${leads.email} || ' ' || ${leads.phone} || ' ' || ${leads.reference})`,
    ),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    index("leads_site_created_idx").on(t.siteId, t.createdAt),
    index("leads_site_delivery_idx").on(t.siteId, t.deliveryStatus),
    index("leads_site_location_created_idx").on(t.siteId, t.locationId, t.createdAt),
    // Two shoppers cannot book one test-drive time at one location.
    uniqueIndex("leads_test_drive_slot_key")
      .on(t.locationId, t.appointmentAt)
      .where(sql`${t.kind} = 'test-drive' and ${t.appointmentAt} is not null`),
    check(
      "leads_delivery_status_check",
      sql`${t.deliveryStatus} in ('pending', 'delivered', 'failed')`,
    ),
    check(
      "leads_follow_up_state_check",
      sql`${t.followUpState} in ('new', 'contacted', 'appointment', 'sold', 'lost')`,
    ),
  ],
);

export const OUTBOX_CHANNELS = ["dealer-email", "webhook", "receipt"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
export type OutboxEvent = "lead.created" | "lead.offer_accepted";

export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    event: text("event").$type<OutboxEvent>().notNull().default("lead.created"),
    /** Addresses of an email, or the webhook's url and the name of its secret's variable. */
    target: jsonb("target").$type<OutboxTarget>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", tz),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("lead_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("lead_outbox_lead_idx").on(t.leadId),
    check("lead_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check("lead_outbox_channel_check", sql`${t.channel} in ('dealer-email', 'webhook', 'receipt')`),
  ],
);

export type OutboxTarget =
  | { kind: "email"; to: string[] }
  | { kind: "webhook"; url: string; secretEnv: string };

/** Analytics events, recorded on the server so that no blocker loses a lead's count. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    carId: integer("car_id"),
    leadId: uuid("lead_id"),
    properties: jsonb("properties")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_site_event_idx").on(t.siteId, t.eventId, t.createdAt)],
);
