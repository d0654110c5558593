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

export type AuditAction = "sign-in" | "sign-out" | "retry-delivery" | "change-follow-up";

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
      sql`${t.action} in ('sign-in', 'sign-out', 'retry-delivery', 'change-follow-up')`,
    ),
  ],
);
