/**
 * Dealership locations and their special (holiday) hours. Address and contact details are
 * flattened into columns so that location search (name, postcode, street, type) and distance
 * sorting can run in SQL later.
 */

import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LocationType, OpeningHour } from "@/domain/location/location";
import { dealerships } from "./dealerships";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    visible: boolean("visible").notNull().default(true),
    primary: boolean("primary").notNull().default(false),
    type: text("location_type").$type<LocationType>().notNull().default("sales"),
    subtype: text("location_subtype"),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
    addressId: integer("address_id"),
    street: text("street").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    placeUrl: text("place_url"),
    lat: doublePrecision("lat").notNull(),
    long: doublePrecision("long").notNull(),
    phone: text("phone"),
    landlinePhone: text("landline_phone"),
    email: text("email"),
    leadEmail: text("lead_email"),
    openingHours: jsonb("opening_hours").$type<OpeningHour[]>().notNull().default([]),
    imageUrl: text("image_url"),
    averageRating: doublePrecision("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    timeZone: text("time_zone").notNull().default("Australia/Sydney"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("locations_dealership_slug_key").on(t.dealershipId, t.slug),
    index("locations_slug_idx").on(t.slug),
  ],
);

/** One row per dated exception to the weekly hours (public holidays, stocktakes). */
export const locationSpecialHours = pgTable(
  "location_special_hours",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** ISO date yyyy-MM-dd in the location's time zone. */
    date: text("date").notNull(),
    status: text("status").$type<"Open" | "Closed">().notNull(),
    startHour: text("start_hour"),
    endHour: text("end_hour"),
    note: text("note"),
  },
  (t) => [index("location_special_hours_location_idx").on(t.locationId, t.date)],
);
