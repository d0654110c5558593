import { describe, expect, it } from "vitest";
import { feedRowHash } from "./feed-hash";
import { FEED_FIELDS, feedRowSchema, REQUIRED_FEED_COLUMNS } from "./feed-row.schema";
import { carKey } from "./plan-snapshot";
import { validateFeed } from "./validate-feed";

const NOW = new Date("2025-03-01T00:00:00Z");
const directory = {
  dealerships: new Map([
    ["redgum", 1],
    ["bluegum", 2],
  ]),
  locations: new Map([["1/north-yard", 11]]),
};
const base = {
  stocknum: "A1",
  dealership: "redgum",
  year: "2021",
  make: "Toyota",
  model: "HiLux",
  price: "42990",
  car_type: "used",
  status: "in_stock",
};
const one = (values: Record<string, unknown>) =>
  validateFeed([{ row: 1, values: { ...base, ...values } }], directory, NOW);

describe("feedRowSchema", () => {
  const schema = feedRowSchema({ now: NOW });

  it("normalises CSV text: money, enums, booleans, lists, dates; absent fields are null", () => {
    const row = schema.parse({
      ...base,
      price: "$42,990",
      car_type: "Used",
      status: "Coming Soon",
      reserved: "yes",
      show_on_dealer_website: "0",
      images: "https://img.example/1.jpg | /media/2.jpg",
      categories: "4x4|Ute",
      rego_expiry: "7/3/2026",
      km: "",
      hotspots:
        '[{"id":1,"description":"Tow bar","positions":[{"activeAngle":3,"posX":0.5,"posY":0.2}]}]',
    });
    expect(row).toMatchObject({
      price: 42990,
      year: 2021,
      car_type: "used",
      status: "coming_soon",
      reserved: true,
      show_on_dealer_website: false,
      categories: ["4x4", "Ute"],
      rego_expiry: "2026-03-07",
      km: 0,
      colour: null,
      item_type: "car",
      images: [
        { url: "https://img.example/1.jpg", thumb: { url: "https://img.example/1.jpg" } },
        { url: "/media/2.jpg", thumb: { url: "/media/2.jpg" } },
      ],
      hotspots: [{ id: "1", description: "Tow bar" }],
    });
    expect(Object.keys(row).sort()).toEqual([...FEED_FIELDS].sort());
  });

  it("accepts JSON values as they are: numbers, booleans, arrays, image objects", () => {
    const row = schema.parse({
      ...base,
      stocknum: 1042,
      year: 2024,
      price: 0,
      reserved: false,
      images: [{ url: "/a.jpg", thumb: { url: "/a-thumb.jpg" } }],
      autograb_data: { average_market_price: 40000 },
      item_type: "caravan",
      sleeps: 4,
      tare_weight: 1850.5,
    });
    expect(row).toMatchObject({
      stocknum: "1042",
      price: 0,
      images: [{ url: "/a.jpg", thumb: { url: "/a-thumb.jpg" } }],
      autograb_data: { average_market_price: 40000, state_average_market_price: null },
      item_type: "caravan",
      sleeps: 4,
      tare_weight: 1850.5,
    });
  });

  it('reads JSON null, "" and an absent key alike for every optional field', () => {
    const optional = FEED_FIELDS.filter(
      (f) => !(REQUIRED_FEED_COLUMNS as readonly string[]).includes(f),
    );
    const nulls = Object.fromEntries(optional.map((f) => [f, null]));
    const blanks = Object.fromEntries(optional.map((f) => [f, ""]));
    const absent = schema.parse(base);
    expect(schema.parse({ ...base, ...nulls })).toEqual(absent);
    expect(schema.parse({ ...base, ...blanks })).toEqual(absent);
  });

  it("lists the required columns in the order of docs/stock-feed.md", () => {
    expect(REQUIRED_FEED_COLUMNS).toEqual([
      "stocknum",
      "dealership",
      "year",
      "make",
      "model",
      "price",
      "car_type",
      "status",
    ]);
  });
});

describe("validateFeed messages", () => {
  it.each([
    [{ stocknum: "" }, "stocknum", "is required"],
    [{ year: "1899" }, "year", "must be at least 1900"],
    [{ year: "2027" }, "year", "must be at most 2026"],
    [{ year: "2021.5" }, "year", "must be a whole number"],
    [{ price: "-1" }, "price", "must be at least 0"],
    [{ price: "POA" }, "price", "must be a number"],
    [{ car_type: "nearly-new" }, "car_type", "must be one of new, demo, used"],
    [{ status: "" }, "status", "is required"],
    [{ km: "lots" }, "km", "must be a number"],
    [{ reserved: "maybe" }, "reserved", "must be true or false"],
    [{ images: "ftp://x/1.jpg" }, "images", "must be an http(s) address or a path starting with /"],
    [{ rego_expiry: "31/02/2026" }, "rego_expiry", "must be a date yyyy-mm-dd or dd/mm/yyyy"],
    [{ hotspots: "{not json" }, "hotspots", "must be a JSON list of hotspots"],
    [{ dealership: "Not A Slug!" }, "dealership", "must be a dealership slug"],
  ])("%o is refused on %s: %s", (values, field, message) => {
    expect(one(values).rejected).toEqual([{ row: 1, field, message }]);
  });

  it("accepts next year's models and reports every bad field of a row", () => {
    expect(one({ year: "2026" }).rows).toHaveLength(1);
    expect(one({ make: "", price: "x" }).rejected).toEqual([
      { row: 1, field: "make", message: "is required" },
      { row: 1, field: "price", message: "must be a number" },
    ]);
  });

  it("refuses a dealership of another site and an unknown location", () => {
    expect(one({ dealership: "other-site-dealer" }).rejected).toEqual([
      {
        row: 1,
        field: "dealership",
        message: '"other-site-dealer" is not a dealership of this site',
      },
    ]);
    expect(one({ location: "south-yard" }).rejected).toEqual([
      {
        row: 1,
        field: "location",
        message: '"south-yard" is not a location of dealership "redgum"',
      },
    ]);
    expect(one({ location: "North-Yard" }).rows[0]?.locationId).toBe(11);
    const notLoaded = validateFeed(
      [{ row: 1, values: { ...base, dealership: "new-dealer" } }],
      { ...directory, configured: ["redgum", "new-dealer"] },
      NOW,
    );
    expect(notLoaded.rejected).toEqual([
      {
        row: 1,
        field: "dealership",
        message: '"new-dealer" is in the site config but not in the database yet',
      },
    ]);
  });

  it("refuses a second row for the same car, but not the same stock number elsewhere", () => {
    const feed = validateFeed(
      [
        { row: 1, values: base },
        { row: 2, values: { ...base, dealership: "bluegum" } },
        { row: 3, values: { ...base, price: "1" } },
      ],
      directory,
      NOW,
    );
    expect(feed.rows.map((r) => r.row)).toEqual([1, 2]);
    expect(feed.rejected).toEqual([
      { row: 3, field: "stocknum", message: '"A1" of "redgum" is already on row 1' },
    ]);
  });

  it("keeps the car named by a rejected row so that the snapshot does not sell it", () => {
    expect(one({ price: "oops" }).keep).toEqual(new Set([carKey(1, "A1")]));
    expect(one({ dealership: "elsewhere", price: "oops" }).keep.size).toBe(0);
  });
});

describe("feedRowHash", () => {
  const schema = feedRowSchema({ now: NOW });

  it("is the same for the CSV and JSON spelling of one car, and differs when a field changes", () => {
    const csv = schema.parse({ ...base, reserved: "no", images: "/a.jpg|/b.jpg" });
    const json = schema.parse({
      images: ["/a.jpg", "/b.jpg"],
      reserved: false,
      ...base,
      year: 2021,
      price: 42990,
    });
    expect(feedRowHash(csv)).toBe(feedRowHash(json));
    expect(feedRowHash(schema.parse({ ...base, price: "42991" }))).not.toBe(feedRowHash(csv));
    expect(feedRowHash(csv)).toMatch(/^[0-9a-f]{64}$/);
  });
});
