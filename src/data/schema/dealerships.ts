/** Dealerships: their website settings and their configuration. */
import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const dealerships = pgTable("dealerships", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  make: text("make"),
  manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
  url: text("url"),
  logoUrl: text("logo_url"),
  phone: text("phone"),
  email: text("email"),
  leadEmail: text("lead_email"),
  averageRating: doublePrecision("average_rating"),
  reviewCount: integer("review_count").notNull().default(0),
  serviceBookingUrl: text("service_booking_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
