/**
 * Sites (tenants) and the dealerships each one shows. The site's behaviour lives in its
 * config file; these rows only anchor the tenant in the database so that per-site data
 * (leads, users, and later configuration) can reference it.
 */
import { integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";

export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const siteDealerships = pgTable(
  "site_dealerships",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] })],
);
