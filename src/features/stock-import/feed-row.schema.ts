/**
 * The one schema of a stock feed row, shared by the CSV and JSON formats (docs/stock-feed.md).
 *
 * Every field first goes through a normaliser of feed-values.ts (CSV text and JSON values alike)
 * and then through one zod rule. The parsed row has every field present
 * (null when absent), so that its hash is stable whatever the source format or column order.
 */
import { z } from "zod";
import { CAR_STATUSES, CAR_TYPES, ITEM_TYPES } from "@/domain/car/car";
import {
  blankToUndefined,
  ISO_DATE,
  MEDIA_URL,
  SLUG,
  toBoolean,
  toEnumWord,
  toIsoDate,
  toJson,
  toList,
  toNumber,
  toSlug,
  toText,
} from "./feed-values";

const requiredOr = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is required" : `must be ${what}`;

const text = (max: number) =>
  z
    .string({ error: requiredOr("text") })
    .trim()
    .max(max, `must be at most ${max} characters`);
const number = (min: number, max: number) =>
  z
    .number({ error: requiredOr("a number") })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const wholeNumber = (min: number, max: number) => number(min, max).int("must be a whole number");
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOr(`one of ${values.join(", ")}`) });
const mediaUrl = z
  .string({ error: requiredOr("an address") })
  .trim()
  .regex(MEDIA_URL, "must be an http(s) address or a path starting with /");

/** An optional field: absent, null and "" all become null. */
function optional<T extends z.ZodType>(preprocess: (v: unknown) => unknown, schema: T) {
  return z.preprocess(preprocess, schema.optional()).transform((v) => v ?? null);
}
function withDefault<T extends z.ZodType>(
  preprocess: (v: unknown) => unknown,
  schema: T,
  fallback: z.output<T>,
) {
  return z.preprocess(preprocess, schema.optional()).transform((v) => v ?? fallback);
}
const list = <T extends z.ZodType>(item: T) =>
  withDefault(toList, z.array(item, { error: "must be a list" }), [] as z.output<T>[]);

const imageSchema = z.union(
  [
    mediaUrl.transform((url) => ({ url, thumb: { url } })),
    z
      .object({ url: mediaUrl, thumb: z.object({ url: mediaUrl }).optional() })
      .transform((img) => ({ url: img.url, thumb: { url: img.thumb?.url ?? img.url } })),
  ],
  { error: "must be an http(s) address or a path starting with /" },
);

const hotspotSchema = z.object({
  id: z.coerce.string(),
  description: z.string(),
  positions: z.array(
    z.object({
      activeAngle: z.number(),
      posX: z.number().min(0).max(1),
      posY: z.number().min(0).max(1),
    }),
  ),
  anchors: z.array(z.string()).optional(),
});

const autograbSchema = z.object({
  state_average_market_price: z.number().nullable().default(null),
  average_market_price: z.number().nullable().default(null),
});

export type FeedRowSchemaOptions = { now: Date };

/** The row schema; the latest allowed model year is next year, counted from `now`. */
export function feedRowSchema({ now }: FeedRowSchemaOptions) {
  const maxYear = now.getUTCFullYear() + 1;
  return z.object({
    // Required: the columns a CSV header must name (REQUIRED_FEED_COLUMNS).
    stocknum: z.preprocess(toText, text(50)),
    dealership: z.preprocess(
      toSlug,
      z.string({ error: requiredOr("text") }).regex(SLUG, "must be a dealership slug"),
    ),
    year: z.preprocess(toNumber, wholeNumber(1900, maxYear)),
    make: z.preprocess(toText, text(60)),
    model: z.preprocess(toText, text(80)),
    price: z.preprocess(toNumber, number(0, 100_000_000)),
    car_type: z.preprocess(toEnumWord, oneOf(CAR_TYPES)),
    status: z.preprocess(toEnumWord, oneOf(CAR_STATUSES)),
    // Description
    item_type: withDefault(toEnumWord, oneOf(ITEM_TYPES), "car"),
    vin: optional(toText, text(30)),
    badge: optional(toText, text(80)),
    series: optional(toText, text(80)),
    colour: optional(toText, text(60)),
    interior_colour: optional(toText, text(60)),
    km: withDefault(toNumber, wholeNumber(0, 10_000_000), 0),
    seats: optional(toNumber, wholeNumber(0, 100)),
    doors: optional(toNumber, wholeNumber(0, 10)),
    engine_size: optional(toNumber, number(0, 100_000)),
    engine_size_litres: optional(toNumber, number(0, 100)),
    bodyconfiguration: optional(toText, text(80)),
    gearnum: optional(toNumber, wholeNumber(0, 30)),
    simple_body: optional(toText, text(60)),
    simple_transmission: optional(toText, text(60)),
    simple_fuel: optional(toText, text(60)),
    fuel: optional(toText, text(80)),
    simple_drive: optional(toText, text(60)),
    drive: optional(toText, text(80)),
    trans: optional(toText, text(80)),
    cylinders: optional(toNumber, wholeNumber(0, 24)),
    fuelconsumptioncombined: optional(toNumber, number(0, 1000)),
    induction: optional(toText, text(60)),
    geartype: optional(toText, text(60)),
    categories: list(text(80)),
    filtered_features: list(text(120)),
    standardEquipment: list(text(200)),
    // Price
    before_price: optional(toNumber, number(0, 100_000_000)),
    offer_price: optional(toNumber, number(0, 100_000_000)),
    subscription_price: optional(toNumber, number(0, 100_000_000)),
    price_type: optional(toText, text(80)),
    preorder: withDefault(toBoolean, z.boolean({ error: "must be true or false" }), false),
    // State
    tag: optional(toText, text(60)),
    reserved: withDefault(toBoolean, z.boolean({ error: "must be true or false" }), false),
    certified: withDefault(toBoolean, z.boolean({ error: "must be true or false" }), false),
    nvic: optional(toText, text(20)),
    show_on_dealer_website: withDefault(
      toBoolean,
      z.boolean({ error: "must be true or false" }),
      true,
    ),
    custom_rank: withDefault(toNumber, wholeNumber(-1_000_000, 1_000_000), 0),
    // Media
    images: list(imageSchema),
    primary_image_url: optional(blankToUndefined, mediaUrl),
    video_url: optional(blankToUndefined, mediaUrl),
    external_video_url: optional(blankToUndefined, mediaUrl),
    spin_images: list(mediaUrl),
    spin_code: optional(toText, text(120)),
    spin_interior_image: optional(blankToUndefined, mediaUrl),
    hotspots: withDefault(
      toJson,
      z.array(hotspotSchema, { error: "must be a JSON list of hotspots" }),
      [],
    ),
    // Places: a location of the row's dealership, by slug
    location: optional(
      toSlug,
      z.string({ error: "must be text" }).regex(SLUG, "must be a location slug"),
    ),
    // Other
    regplate: optional(toText, text(20)),
    rego_expiry: optional(
      toIsoDate,
      z
        .string({ error: "must be a date" })
        .regex(ISO_DATE, "must be a date yyyy-mm-dd or dd/mm/yyyy"),
    ),
    build_date: optional(toText, text(20)),
    compliance_date: optional(toText, text(20)),
    dealercomments: optional(toText, text(20_000)),
    autograb_data: optional(toJson, autograbSchema),
    file: optional(blankToUndefined, mediaUrl),
    // Caravans
    body_width: optional(toNumber, number(0, 100_000)),
    body_length: optional(toNumber, number(0, 100_000)),
    tare_weight: optional(toNumber, number(0, 100_000)),
    axle_type: optional(toText, text(60)),
    sleeps: optional(toNumber, wholeNumber(0, 50)),
    aggregate_trailer_mass: optional(toNumber, number(0, 100_000)),
  });
}

export type FeedRow = z.output<ReturnType<typeof feedRowSchema>>;
export type FeedField = keyof FeedRow;

/** Columns a CSV header must name; a file without them is refused as a whole. */
export const REQUIRED_FEED_COLUMNS = [
  "stocknum",
  "dealership",
  "year",
  "make",
  "model",
  "price",
  "car_type",
  "status",
] as const satisfies readonly FeedField[];

/** Every column the feed knows, in schema order (also the order of docs/stock-feed.md). */
export const FEED_FIELDS = Object.keys(
  feedRowSchema({ now: new Date(0) }).shape,
) as readonly FeedField[];
