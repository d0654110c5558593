/**
 * What a stock feed sets on a car, in the Car vocabulary of the domain, and its
 * mapping to the cars table. Fields a feed does not own (views, finance quotes and lenders,
 * weekly price) are never written here, so an import leaves them as they are.
 */
import type { Car } from "@/domain/car/car";
import type { cars } from "../schema";

export type StockCarInput = Pick<
  Car,
  | "name"
  | "stocknum"
  | "vin"
  | "item_type"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "colour"
  | "interior_colour"
  | "km"
  | "seats"
  | "doors"
  | "engine_size"
  | "engine_size_litres"
  | "bodyconfiguration"
  | "gearnum"
  | "simple_body"
  | "simple_transmission"
  | "simple_fuel"
  | "fuel"
  | "simple_drive"
  | "drive"
  | "trans"
  | "cylinders"
  | "fuelconsumptioncombined"
  | "induction"
  | "geartype"
  | "categories"
  | "filtered_features"
  | "standardEquipment"
  | "price"
  | "before_price"
  | "offer_price"
  | "subscription_price"
  | "price_type"
  | "preorder"
  | "status"
  | "car_type"
  | "tag"
  | "reserved"
  | "certified"
  | "has_nvic"
  | "nvic"
  | "photos_count"
  | "show_on_dealer_website"
  | "custom_rank"
  | "images"
  | "primary_image_url"
  | "video_url"
  | "external_video_url"
  | "spin_images"
  | "spin_code"
  | "spin_interior_image"
  | "hotspots"
  | "dealership_id"
  | "location_id"
  | "regplate"
  | "rego_expiry"
  | "build_date"
  | "compliance_date"
  | "dealercomments"
  | "autograb_data"
  | "file"
  | "body_width"
  | "body_length"
  | "tare_weight"
  | "axle_type"
  | "sleeps"
  | "aggregate_trailer_mass"
> & {
  /** Start of the car's slug; the data layer appends "-{id}" so that slugs never collide. */
  slug_base: string;
  /** Fingerprint of the feed row (cars.feed_hash), to skip it when it comes again unchanged. */
  feed_hash: string;
};

type CarColumns = typeof cars.$inferInsert;

/** The columns an import writes, for both insert and update. */
export function toCarColumns(input: StockCarInput): Omit<CarColumns, "slug" | "id"> {
  return {
    dealershipId: input.dealership_id,
    locationId: input.location_id,
    name: input.name,
    stocknum: input.stocknum,
    vin: input.vin,
    itemType: input.item_type,
    year: input.year,
    make: input.make,
    model: input.model,
    badge: input.badge,
    series: input.series,
    colour: input.colour,
    interiorColour: input.interior_colour,
    km: input.km,
    seats: input.seats,
    doors: input.doors,
    engineSize: input.engine_size,
    engineSizeLitres: input.engine_size_litres,
    bodyconfiguration: input.bodyconfiguration,
    gearnum: input.gearnum,
    simpleBody: input.simple_body,
    simpleTransmission: input.simple_transmission,
    simpleFuel: input.simple_fuel,
    fuel: input.fuel,
    simpleDrive: input.simple_drive,
    drive: input.drive,
    trans: input.trans,
    cylinders: input.cylinders,
    fuelconsumptioncombined: input.fuelconsumptioncombined,
    induction: input.induction,
    geartype: input.geartype,
    categories: input.categories,
    filteredFeatures: input.filtered_features,
    standardEquipment: input.standardEquipment,
    bodyWidth: input.body_width,
    bodyLength: input.body_length,
    tareWeight: input.tare_weight,
    axleType: input.axle_type,
    sleeps: input.sleeps,
    aggregateTrailerMass: input.aggregate_trailer_mass,
    price: input.price,
    beforePrice: input.before_price,
    offerPrice: input.offer_price,
    subscriptionPrice: input.subscription_price,
    priceType: input.price_type,
    preorder: input.preorder,
    status: input.status,
    carType: input.car_type,
    tag: input.tag,
    reserved: input.reserved,
    certified: input.certified,
    hasNvic: input.has_nvic,
    nvic: input.nvic,
    photosCount: input.photos_count,
    showOnDealerWebsite: input.show_on_dealer_website,
    customRank: input.custom_rank,
    images: input.images,
    primaryImageUrl: input.primary_image_url,
    videoUrl: input.video_url,
    externalVideoUrl: input.external_video_url,
    spinImages: input.spin_images,
    spinCode: input.spin_code,
    spinInteriorImage: input.spin_interior_image,
    hotspots: input.hotspots,
    regplate: input.regplate,
    regoExpiry: input.rego_expiry,
    buildDate: input.build_date,
    complianceDate: input.compliance_date,
    dealercomments: input.dealercomments,
    autograbData: input.autograb_data,
    file: input.file,
    feedHash: input.feed_hash,
  };
}
