/**
 * The dealer console's tables: staff sign-in links and sessions (apart from shoppers'), each
 * lead's follow-up history, every delivery attempt of a lead with its answer, and the audit log
 * of staff actions. Staff are named by email: who they are and what they may do is read from
 * the site's configuration on every request, so removing someone there ends their access.
 * Nothing secret is stored as given: a link's token and a session's token are kept as SHA-256.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FollowUpState } from "@/domain/console/follow-up";
import { leadOutbox, leads } from "./leads";
import { sites } from "./sites";

const tz = { withTimezone: true } as const;

export const staffSignInLinks = pgTable(
  "staff_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    /** Set when the link signs someone in: it never works again. */
    usedAt: timestamp("used_at", tz),
  },
  (t) => [index("staff_sign_in_links_expires_idx").on(t.expiresAt)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** SHA-256 (hex) of the cookie's token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
  },
  (t) => [index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** Every change of a lead's follow-up state, with the note and who made it; never rewritten. */
export const leadFollowUps = pgTable(
  "lead_follow_ups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    state: text("state").$type<FollowUpState>().notNull(),
    note: text("note").notNull().default(""),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", tz).notNull().defaultNow(),
  },
  (t) => [index("lead_follow_ups_lead_idx").on(t.leadId, t.changedAt)],
);

/** One row per try of one outbox row: when, whether it went, and the answer or error. */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    outboxId: bigint("outbox_id", { mode: "number" })
      .notNull()
      .references(() => leadOutbox.id),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    channel: text("channel").notNull(),
    attempt: integer("attempt").notNull(),
    ok: boolean("ok").notNull(),
    answer: text("answer").notNull(),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [index("lead_delivery_attempts_lead_idx").on(t.leadId, t.at)],
);

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "retry-delivery",
  "change-follow-up",
  "hide-car",
  "show-car",
  "upload-feed",
  "send-test-lead",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What staff did in the console, for the site's owners. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    leadId: uuid("lead_id"),
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("staff_audit_site_at_idx").on(t.siteId, t.at),
    check(
      "staff_audit_action_check",
      sql`${t.action} in ('sign-in', 'sign-out', 'retry-delivery', 'change-follow-up', 'hide-car', 'show-car', 'upload-feed', 'send-test-lead')`,
    ),
  ],
);

/**
 * Lead-delivery checks: each is a test lead sent through the real delivery path. A scheduled
 * check has one row per site and day (`day`, the site's local date), so however many app nodes
 * run the schedule, one of them sends it; a check started by staff has no day.
 */
export const deliveryChecks = pgTable(
  "delivery_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"scheduled" | "manual">().notNull(),
    day: text("day"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    email: text("email"),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_checks_site_day_key").on(t.siteId, t.day),
    index("delivery_checks_site_at_idx").on(t.siteId, t.at),
    check("delivery_checks_kind_check", sql`${t.kind} in ('scheduled', 'manual')`),
  ],
);

/** Alerts mailed to a site's owners about lead delivery, kept so that one is not repeated. */
export const deliveryAlerts = pgTable(
  "delivery_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** delivery-failed, target-down, no-leads, check-failed. */
    kind: text("kind").notNull(),
    /** The delivery target or lead it is about ('' when it is about the site). */
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [index("delivery_alerts_site_kind_idx").on(t.siteId, t.kind, t.subject, t.at)],
);
