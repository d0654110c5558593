/**
 * The stock imports of each site: when, from where (the stock API, the command line, a file
 * uploaded in the console, the demo), what changed, and the rows the feed was refused for.
 */

import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sites } from "./sites";

export const STOCK_IMPORT_SOURCES = ["api", "cli", "console", "demo"] as const;
export type StockImportSource = (typeof STOCK_IMPORT_SOURCES)[number];
export type StoredRejectedRow = { row: number; field: string; message: string };

export const stockImports = pgTable(
  "stock_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    source: text("source").$type<StockImportSource>().notNull(),
    /** The uploaded file's name, when there was one. */
    fileName: text("file_name"),
    /** The member of staff who applied it (console uploads). */
    email: text("email"),
    /** The dealerships (slugs) whose stock the feed listed. */
    dealerships: jsonb("dealerships").$type<string[]>().notNull().default([]),
    added: integer("added").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    rejected: jsonb("rejected").$type<StoredRejectedRow[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_imports_site_at_idx").on(t.siteId, t.at),
    check("stock_imports_source_check", sql`${t.source} in ('api', 'cli', 'console', 'demo')`),
  ],
);
