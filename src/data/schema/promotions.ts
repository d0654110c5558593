/** Offers and promotional cards, shown between their start and expiry. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";

const tz = { withTimezone: true } as const;

export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, {
      onDelete: "cascade",
    }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    linkUrl: text("link_url"),
    start: timestamp("start", tz),
    expiry: timestamp("expiry", tz),
    position: integer("position"),
    display: jsonb("display").$type<string[]>().notNull().default([]),
    strictDisplay: boolean("strict_display").notNull().default(false),
    makes: jsonb("makes").$type<string[]>().notNull().default([]),
    carTypes: jsonb("car_types").$type<string[]>().notNull().default([]),
  },
  (t) => [index("promotions_dealership_idx").on(t.dealershipId)],
);
