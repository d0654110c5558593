/**
 * Vehicle listings: one row per stock unit of a dealership, keyed by
 * (dealership_id, stocknum) as feeds identify them. Lists and nested objects are jsonb; the
 * denormalised place fields of the Car type (dealership slug/name, location name, city, state)
 * are not stored but joined on read, so renaming a location never leaves stale copies.
 */

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import type {
  AutograbData,
  CarImage,
  CarStatus,
  CarType,
  FinanceLender,
  FinanceQuote,
  Hotspot,
  ItemType,
} from "@/domain/car/car";
import { dealerships } from "./dealerships";
import { locations } from "./locations";

const tz = { withTimezone: true } as const;

export const cars = pgTable(
  "cars",
  {
    // Identity
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    stocknum: text("stocknum").notNull(),
    vin: text("vin"),
    itemType: text("item_type").$type<ItemType>().notNull().default("car"),
    // Description
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    colour: text("colour"),
    interiorColour: text("interior_colour"),
    km: integer("km").notNull().default(0),
    seats: integer("seats"),
    doors: integer("doors"),
    engineSize: doublePrecision("engine_size"),
    engineSizeLitres: doublePrecision("engine_size_litres"),
    bodyconfiguration: text("bodyconfiguration"),
    gearnum: integer("gearnum"),
    simpleBody: text("simple_body"),
    simpleTransmission: text("simple_transmission"),
    simpleFuel: text("simple_fuel"),
    fuel: text("fuel"),
    simpleDrive: text("simple_drive"),
    drive: text("drive"),
    trans: text("trans"),
    cylinders: integer("cylinders"),
    fuelconsumptioncombined: doublePrecision("fuelconsumptioncombined"),
    induction: text("induction"),
    geartype: text("geartype"),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    filteredFeatures: jsonb("filtered_features").$type<string[]>().notNull().default([]),
    standardEquipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    // Caravans
    bodyWidth: doublePrecision("body_width"),
    bodyLength: doublePrecision("body_length"),
    tareWeight: doublePrecision("tare_weight"),
    axleType: text("axle_type"),
    sleeps: integer("sleeps"),
    aggregateTrailerMass: doublePrecision("aggregate_trailer_mass"),
    // Price
    price: doublePrecision("price").notNull().default(0),
    beforePrice: doublePrecision("before_price"),
    offerPrice: doublePrecision("offer_price"),
    subscriptionPrice: doublePrecision("subscription_price"),
    priceType: text("price_type"),
    preorder: boolean("preorder").notNull().default(false),
    weeklyPrice: doublePrecision("weekly_price"),
    // State
    status: text("status").$type<CarStatus>().notNull(),
    carType: text("car_type").$type<CarType>().notNull(),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    hasNvic: boolean("has_nvic").notNull().default(false),
    nvic: text("nvic"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    soldDate: timestamp("sold_date", tz),
    views: integer("views").notNull().default(0),
    photosCount: integer("photos_count").notNull().default(0),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    customRank: integer("custom_rank").notNull().default(0),
    // Media
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    primaryImageUrl: text("primary_image_url"),
    videoUrl: text("video_url"),
    externalVideoUrl: text("external_video_url"),
    spinImages: jsonb("spin_images").$type<string[]>().notNull().default([]),
    spinCode: text("spin_code"),
    spinInteriorImage: text("spin_interior_image"),
    hotspots: jsonb("hotspots").$type<Hotspot[]>().notNull().default([]),
    // Other
    regplate: text("regplate"),
    regoExpiry: timestamp("rego_expiry", tz),
    buildDate: text("build_date"),
    complianceDate: text("compliance_date"),
    dealercomments: text("dealercomments"),
    youxQuote: jsonb("youx_quote").$type<FinanceQuote>(),
    autograbData: jsonb("autograb_data").$type<AutograbData>(),
    financeLenders: jsonb("finance_lenders")
      .$type<Record<string, FinanceLender>>()
      .notNull()
      .default({}),
    file: text("file"),
    /** Hash of the feed record last applied, so an importer can skip unchanged rows. */
    feedHash: text("feed_hash"),
    /** When a feed last listed this car (added, changed or unchanged): its stock freshness. */
    feedConfirmedAt: timestamp("feed_confirmed_at", tz).notNull().defaultNow(),
    /** Set when staff hide the car from the public site in the console (a feed never clears it). */
    hiddenAt: timestamp("hidden_at", tz),
    hiddenBy: text("hidden_by"),
  },
  (t) => [
    uniqueIndex("cars_dealership_stocknum_key").on(t.dealershipId, t.stocknum),
    uniqueIndex("cars_dealership_slug_key").on(t.dealershipId, t.slug),
    index("cars_slug_idx").on(t.slug),
    // The stock filter: a site's dealerships, visible, then status/sold date by type.
    index("cars_stock_filter_idx").on(
      t.dealershipId,
      t.showOnDealerWebsite,
      t.status,
      t.carType,
      t.soldDate,
    ),
    index("cars_location_idx").on(t.locationId),
    check("cars_status_check", sql`${t.status} in ('in_stock', 'coming_soon', 'sold')`),
    check("cars_car_type_check", sql`${t.carType} in ('new', 'demo', 'used')`),
    check("cars_item_type_check", sql`${t.itemType} in ('car', 'caravan')`),
  ],
);
