/**
 * Shoppers' saved searches: a search address of the shopper's site, the cars it has already
 * told the shopper of (so an alert lists only new ones), when it last alerted (at most once a
 * day), and the SHA-256 of the token each of its alerts' unsubscribe links carries (every link
 * works for as long as the search exists). A saved search goes with its shopper and with its site.
 */
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { shoppers } from "./accounts";
import { sites } from "./sites";

const tz = { withTimezone: true } as const;

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    shopperId: uuid("shopper_id")
      .notNull()
      .references(() => shoppers.id, { onDelete: "cascade" }),
    /** The canonical search address: /search/used-cars?make=Kia. */
    address: text("address").notNull(),
    label: text("label").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    lastAlertedAt: timestamp("last_alerted_at", tz),
    /** Ids of the cars the shopper has been told of (or that matched when saved), newest first. */
    seenCarIds: jsonb("seen_car_ids").$type<string[]>().notNull().default([]),
  },
  (t) => [
    unique("saved_searches_shopper_address_unique").on(t.shopperId, t.address),
    index("saved_searches_site_idx").on(t.siteId),
  ],
);

/** One row per alert sent: the SHA-256 (hex) of the token its unsubscribe link carries. */
export const savedSearchUnsubscribeTokens = pgTable(
  "saved_search_unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("saved_search_unsubscribe_tokens_search_idx").on(t.savedSearchId)],
);
