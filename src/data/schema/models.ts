/** New-car showroom models with their variants and colours. */
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { dealerships } from "./dealerships";

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    make: text("make").notNull(),
    status: text("status").$type<"available" | "coming_soon">().notNull().default("available"),
    imageUrl: text("image_url"),
    shortDescription: text("short_description"),
    manufacturerBody: text("manufacturer_body"),
    manufacturerBody2: text("manufacturer_body2"),
    manufacturerBody3: text("manufacturer_body3"),
    body: text("body"),
    manufacturerName: text("manufacturer_name").notNull(),
  },
  (t) => [
    uniqueIndex("models_dealership_slug_key").on(t.dealershipId, t.slug),
    index("models_slug_idx").on(t.slug),
  ],
);

export const modelVariants = pgTable(
  "model_variants",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    /** Keeps the order the dealer listed the variants in. */
    position: integer("position").notNull().default(0),
    fullName: text("full_name").notNull(),
    series: text("series"),
    name: text("name").notNull(),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    imageUrl: text("image_url"),
    dapMinPrice: doublePrecision("dap_min_price"),
    dapMaxPrice: doublePrecision("dap_max_price"),
  },
  (t) => [index("model_variants_model_idx").on(t.modelId, t.position)],
);

export const modelColours = pgTable(
  "model_colours",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    photoUrl: text("photo_url"),
    hexCode: text("hex_code").notNull(),
    oemId: text("oem_id"),
    modelVariantName: text("model_variant_name").notNull(),
  },
  (t) => [index("model_colours_model_idx").on(t.modelId, t.position)],
);
