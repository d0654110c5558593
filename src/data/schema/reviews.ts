/** Customer reviews of a dealership or one of its locations. */
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";
import { locations } from "./locations";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    imageUrl: text("image_url"),
    imageThumbUrl: text("image_thumb_url"),
    customerName: text("customer_name").notNull(),
    text: text("text"),
    rating: doublePrecision("rating").notNull(),
    reviewDate: timestamp("review_date", { withTimezone: true }).notNull(),
    source: text("source").notNull().default("google"),
  },
  (t) => [index("reviews_dealership_date_idx").on(t.dealershipId, t.reviewDate)],
);
