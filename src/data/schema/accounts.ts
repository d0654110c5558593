/**
 * Shopper accounts, one set per site: a shopper is a mobile number on one site, so the same
 * number on two dealers' sites is two accounts, and a group site's dealerships share the group
 * site's accounts. Sessions and pending sign-in codes carry their site too, and every read
 * names the site it is for. Nothing secret is stored as given: a code is kept as its HMAC, a
 * session token as its SHA-256.
 */

import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { ShopperDetails } from "@/domain/account/shopper-details";
import { cars } from "./cars";
import { sites } from "./sites";

const tz = { withTimezone: true } as const;

export const shoppers = pgTable(
  "shoppers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** +61 and 9 digits. */
    phone: text("phone").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", tz).notNull().defaultNow(),
    /** What the shopper keeps for prefilling forms: name, last name, email, postcode. */
    details: jsonb("details").$type<ShopperDetails>().notNull().default({}),
  },
  (t) => [unique("shoppers_site_phone_unique").on(t.siteId, t.phone)],
);

export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the cookie's token. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
  },
  (t) => [
    index("shopper_sessions_shopper_idx").on(t.shopperId),
    index("shopper_sessions_expires_idx").on(t.expiresAt),
  ],
);

export const signInCodes = pgTable(
  "sign_in_codes",
  {
    /** Named by the pending sign-in cookie. */
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    /** HMAC-SHA-256 (hex) of the code, keyed by the server's secret and this row's id. */
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
  },
  (t) => [
    index("sign_in_codes_site_phone_idx").on(t.siteId, t.phone),
    index("sign_in_codes_expires_idx").on(t.expiresAt),
    check("sign_in_codes_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/**
 * A shopper's saved cars. The price when saved is kept so the garage can say the price changed.
 * A car leaves the watchlist with its shopper, or when the car itself is removed from stock.
 */
export const watchlist = pgTable(
  "watchlist",
  {
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", tz).notNull().defaultNow(),
    priceWhenSaved: doublePrecision("price_when_saved").notNull(),
  },
  (t) => [
    primaryKey({ name: "watchlist_pkey", columns: [t.shopperId, t.carId] }),
    index("watchlist_car_idx").on(t.carId),
  ],
);
