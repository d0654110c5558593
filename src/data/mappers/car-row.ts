/**
 * The one mapping between the Car domain type and rows of `cars`. Reads join the dealership
 * and location for the denormalised place fields; writes take a CarWrite, the Car without
 * those joined fields.
 */

import { eq, getTableColumns } from "drizzle-orm";
import type { Car } from "@/domain/car/car";
import type { Database } from "../db";
import { cars, dealerships, locations } from "../schema";

export type CarRow = typeof cars.$inferSelect;
export type NewCarRow = typeof cars.$inferInsert;

/** Fields that come from joins, never from the car row itself. */
type JoinedCarFields =
  | "dealership_slug"
  | "dealership_name"
  | "location"
  | "location_name"
  | "city"
  | "state";

/** What a writer supplies for one car: the Car minus joined fields, with an optional feed hash. */
export type CarWrite = Omit<Car, JoinedCarFields> & { feed_hash?: string | null };

/** The select list of a car read: every car column plus the joined place fields. */
export const carSelection = {
  ...getTableColumns(cars),
  dealershipSlug: dealerships.slug,
  dealershipName: dealerships.name,
  locName: locations.name,
  locSlug: locations.slug,
  locPhone: locations.phone,
  locCity: locations.city,
  locState: locations.state,
  locPrimary: locations.primary,
};

/** `select … from cars join dealerships left join locations`, ready for a where clause. */
export function selectCars(db: Database) {
  return db
    .select(carSelection)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId));
}

/** The joined place columns of a car read. */
export type JoinedColumns = {
  dealershipSlug: string;
  dealershipName: string;
  locName: string | null;
  locSlug: string | null;
  locPhone: string | null;
  locCity: string | null;
  locState: string | null;
  locPrimary: boolean | null;
};

export function rowToCar(r: CarRow & JoinedColumns): Car {
  const location =
    r.locationId !== null && r.locName !== null
      ? {
          id: r.locationId,
          name: r.locName,
          slug: r.locSlug ?? "",
          phone: r.locPhone,
          city: r.locCity,
          state: r.locState,
          primary: r.locPrimary ?? false,
        }
      : null;
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    stocknum: r.stocknum,
    vin: r.vin,
    item_type: r.itemType,
    year: r.year,
    make: r.make,
    model: r.model,
    badge: r.badge,
    series: r.series,
    colour: r.colour,
    interior_colour: r.interiorColour,
    km: r.km,
    seats: r.seats,
    doors: r.doors,
    engine_size: r.engineSize,
    engine_size_litres: r.engineSizeLitres,
    bodyconfiguration: r.bodyconfiguration,
    gearnum: r.gearnum,
    simple_body: r.simpleBody,
    simple_transmission: r.simpleTransmission,
    simple_fuel: r.simpleFuel,
    fuel: r.fuel,
    simple_drive: r.simpleDrive,
    drive: r.drive,
    trans: r.trans,
    cylinders: r.cylinders,
    fuelconsumptioncombined: r.fuelconsumptioncombined,
    induction: r.induction,
    geartype: r.geartype,
    categories: r.categories,
    filtered_features: r.filteredFeatures,
    standardEquipment: r.standardEquipment,
    price: r.price,
    before_price: r.beforePrice,
    offer_price: r.offerPrice,
    subscription_price: r.subscriptionPrice,
    price_type: r.priceType,
    preorder: r.preorder,
    weekly_price: r.weeklyPrice,
    status: r.status,
    car_type: r.carType,
    tag: r.tag,
    reserved: r.reserved,
    certified: r.certified,
    has_nvic: r.hasNvic,
    nvic: r.nvic,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    sold_date: r.soldDate,
    views: r.views,
    photos_count: r.photosCount,
    show_on_dealer_website: r.showOnDealerWebsite,
    feed_confirmed_at: r.feedConfirmedAt,
    hidden_at: r.hiddenAt,
    custom_rank: r.customRank,
    images: r.images,
    primary_image_url: r.primaryImageUrl,
    video_url: r.videoUrl,
    external_video_url: r.externalVideoUrl,
    spin_images: r.spinImages,
    spin_code: r.spinCode,
    spin_interior_image: r.spinInteriorImage,
    hotspots: r.hotspots,
    dealership_id: r.dealershipId,
    dealership_slug: r.dealershipSlug,
    dealership_name: r.dealershipName,
    location_id: r.locationId,
    location,
    location_name: location?.name ?? null,
    city: location?.city || null,
    state: location?.state || null,
    regplate: r.regplate,
    rego_expiry: r.regoExpiry,
    build_date: r.buildDate,
    compliance_date: r.complianceDate,
    dealercomments: r.dealercomments,
    youxQuote: r.youxQuote,
    autograb_data: r.autograbData,
    finance_lenders: r.financeLenders,
    file: r.file,
    body_width: r.bodyWidth,
    body_length: r.bodyLength,
    tare_weight: r.tareWeight,
    axle_type: r.axleType,
    sleeps: r.sleeps,
    aggregate_trailer_mass: r.aggregateTrailerMass,
  };
}

/** Row values for a car; `id` is left out when the database should assign it. */
export function carToRow(c: CarWrite, options: { keepId: boolean }): NewCarRow {
  return {
    ...(options.keepId ? { id: c.id } : {}),
    dealershipId: c.dealership_id,
    locationId: c.location_id,
    slug: c.slug,
    name: c.name,
    stocknum: c.stocknum,
    vin: c.vin,
    itemType: c.item_type,
    year: c.year,
    make: c.make,
    model: c.model,
    badge: c.badge,
    series: c.series,
    colour: c.colour,
    interiorColour: c.interior_colour,
    km: c.km,
    seats: c.seats,
    doors: c.doors,
    engineSize: c.engine_size,
    engineSizeLitres: c.engine_size_litres,
    bodyconfiguration: c.bodyconfiguration,
    gearnum: c.gearnum,
    simpleBody: c.simple_body,
    simpleTransmission: c.simple_transmission,
    simpleFuel: c.simple_fuel,
    fuel: c.fuel,
    simpleDrive: c.simple_drive,
    drive: c.drive,
    trans: c.trans,
    cylinders: c.cylinders,
    fuelconsumptioncombined: c.fuelconsumptioncombined,
    induction: c.induction,
    geartype: c.geartype,
    categories: c.categories,
    filteredFeatures: c.filtered_features,
    standardEquipment: c.standardEquipment,
    bodyWidth: c.body_width,
    bodyLength: c.body_length,
    tareWeight: c.tare_weight,
    axleType: c.axle_type,
    sleeps: c.sleeps,
    aggregateTrailerMass: c.aggregate_trailer_mass,
    price: c.price,
    beforePrice: c.before_price,
    offerPrice: c.offer_price,
    subscriptionPrice: c.subscription_price,
    priceType: c.price_type,
    preorder: c.preorder,
    weeklyPrice: c.weekly_price,
    status: c.status,
    carType: c.car_type,
    tag: c.tag,
    reserved: c.reserved,
    certified: c.certified,
    hasNvic: c.has_nvic,
    nvic: c.nvic,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    soldDate: c.sold_date,
    views: c.views,
    photosCount: c.photos_count,
    showOnDealerWebsite: c.show_on_dealer_website,
    feedConfirmedAt: c.feed_confirmed_at,
    hiddenAt: c.hidden_at,
    customRank: c.custom_rank,
    images: c.images,
    primaryImageUrl: c.primary_image_url,
    videoUrl: c.video_url,
    externalVideoUrl: c.external_video_url,
    spinImages: c.spin_images,
    spinCode: c.spin_code,
    spinInteriorImage: c.spin_interior_image,
    hotspots: c.hotspots,
    regplate: c.regplate,
    regoExpiry: c.rego_expiry,
    buildDate: c.build_date,
    complianceDate: c.compliance_date,
    dealercomments: c.dealercomments,
    youxQuote: c.youxQuote,
    autograbData: c.autograb_data,
    financeLenders: c.finance_lenders,
    file: c.file,
    feedHash: c.feed_hash ?? null,
  };
}
