/**
 * Shoppers' engagement with a car that the vehicle page records: phone-number reveals (car_id,
 * dealership_id, website_id) and page views by day for the views counter
 * (GET /api/cars/{slug}/view.json). Views are counted per car and day rather than one row per
 * view, so a popular car costs one row a day.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { cars } from "./cars";
import { dealerships } from "./dealerships";
import { sites } from "./sites";

const tz = { withTimezone: true } as const;

export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    // The record outlives a car that leaves stock: reports count past reveals.
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "set null",
    }),
    /** The website_id the page sent (the site slug), kept as sent for the dealer's reports. */
    websiteId: text("website_id"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("phone_reveals_site_created_idx").on(t.siteId, t.createdAt),
    index("phone_reveals_car_idx").on(t.carId),
  ],
);

export const carViews = pgTable(
  "car_views",
  {
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.day] }),
    check("car_views_views_check", sql`${t.views} >= 0`),
  ],
);
