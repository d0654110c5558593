/**
 * fast-check generators for search tests: small fleets drawn from small pools, so that values
 * collide (ties in every sort, shared tokens, empty and missing fields), and requests drawn
 * from the same pools plus values no car has.
 */
import fc from "fast-check";
import type { Car } from "@/domain/car/car";
import { RANGE_KEYS, type RangeKey, TERM_KEYS, type TermKey } from "./facet-table";
import type { Exclusion, NumericRange, Refinements, SearchRequest } from "./search-types";
import { SORT_KEYS } from "./sorts";
import { daysBefore, TEST_NOW, testCar } from "./test-car.test-support";

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const text = (...values: string[]) => fc.constantFrom(...values);

export const POOLS = {
  make: ["Toyota", "Ford", "Mazda", "Škoda", "Land Rover"],
  model: ["Hilux", "Ranger", "CX-5", "Octavia", "X-Trail", "Range Rover"],
  badge: ["GX", "SR5", "XLT", "Sport", ""],
  word: [
    ...["toy", "TOYOTA", "hi", "x-t", "ran", "s", "sko", "gx", "rover", "zzz", "5"],
    // typos and spellings: one typo from 5 letters, a 4-letter word no token begins, joined
    ...["hilx", "rangr", "tyota", "ocatvia", "rovr", "cx5", "sprot", "mazad", "toyotta", "x"],
  ],
  colour: ["White", "Black", " Grey ", ""],
  feature: ["Bluetooth", "Tow Bar", "Sunroof"],
} as const;

const price = fc.oneof(
  fc.constantFrom(0, 9_999, 10_000, 20_000, 49_999, 50_000),
  fc.integer({ min: -10, max: 120_000 }),
);

export const carArb = (id: number): fc.Arbitrary<Car> =>
  fc
    .record({
      make: text(...POOLS.make),
      model: text(...POOLS.model),
      badge: maybe(text(...POOLS.badge)),
      series: maybe(text("MY24", "Series II")),
      name: text("", "Sport Pack", "Hilux SR5"),
      stocknum: text("A1", "B22", "toy-9", "X5"),
      colour: maybe(text(...POOLS.colour)),
      categories: fc.subarray(["Family", "Towing", "Off-road"]),
      filtered_features: fc.subarray([...POOLS.feature]),
      item_type: fc.constantFrom("car" as const, "caravan" as const),
      car_type: fc.constantFrom("new" as const, "demo" as const, "used" as const),
      status: fc.constantFrom("in_stock" as const, "coming_soon" as const, "sold" as const),
      sold_date: maybe(fc.integer({ min: -2, max: 6 }).map((days) => daysBefore(days))),
      show_on_dealer_website: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
      hidden_at: fc.integer({ min: 0, max: 9 }).map((n) => (n === 0 ? daysBefore(1) : null)),
      feed_confirmed_at: fc.integer({ min: -1, max: 10 }).map((days) => daysBefore(days)),
      dealership_id: fc.integer({ min: 1, max: 4 }),
      price,
      km: fc.integer({ min: 0, max: 200_000 }),
      year: fc.integer({ min: 2015, max: 2026 }),
      seats: maybe(fc.constantFrom(2, 5, 7)),
      subscription_price: maybe(fc.integer({ min: 0, max: 900 })),
      weekly_price: maybe(fc.integer({ min: 0, max: 600 })),
      certified: fc.boolean(),
      tag: maybe(text("runout sale", "Test Drive Only")),
      simple_body: maybe(text("SUV", "Ute")),
      bodyconfiguration: maybe(text("Wagon")),
      city: maybe(text("Perth", "Hobart")),
      state: maybe(text("WA", "TAS")),
      location_name: maybe(text("City Sales", "Used Yard")),
      custom_rank: fc.integer({ min: 0, max: 3 }),
      created_at: fc.integer({ min: 0, max: 5 }).map((days) => daysBefore(days)),
    })
    .map((fields) => testCar({ id, ...fields }));

/** 0..n cars with distinct ids, sometimes one id repeated (the index keeps the first). */
export const fleetArb = (max = 40): fc.Arbitrary<Car[]> =>
  fc.integer({ min: 0, max }).chain((n) =>
    fc.tuple(...Array.from({ length: n }, (_, i) => carArb(i + 1)), fc.boolean()).map((parts) => {
      const cars = parts.slice(0, n) as Car[];
      const repeat = parts[n] as boolean;
      return repeat && cars.length > 1 ? [...cars, { ...cars[0]!, make: "Repeated" }] : cars;
    }),
  );

const termValuesArb: Record<TermKey, fc.Arbitrary<string>> = Object.fromEntries(
  TERM_KEYS.map((key) => [key, fc.constantFrom<string>(...termPool(key), "nothing-has-this")]),
) as Record<TermKey, fc.Arbitrary<string>>;

function termPool(key: TermKey): string[] {
  const pools: Partial<Record<TermKey, readonly string[]>> = {
    make: POOLS.make,
    model: POOLS.model,
    badge: POOLS.badge,
    colour: ["White", "Black", "Grey"],
    filtered_features: POOLS.feature,
    categories: ["Family", "Towing"],
    car_type: ["new", "demo", "used"],
    status: ["in_stock", "coming_soon", "sold"],
    make_model: ["Toyota|Hilux", "Ford|Ranger", "Škoda|Octavia"],
    price_range: ["0-10000", "10000-15000", "50000-70000", "100000-plus"],
    weekly_price_range: ["0-100", "100-150", "500-plus"],
    certified: ["true", "false"],
    seats: ["2", "5", "7"],
    body: ["SUV", "Ute", "Wagon"],
    item_type: ["car", "caravan"],
  };
  return [...(pools[key] ?? ["Perth", "WA", "City Sales", "Dealer One", "runout sale"])];
}

const rangeArb: Record<RangeKey, fc.Arbitrary<NumericRange>> = Object.fromEntries(
  RANGE_KEYS.map((key) => {
    const bound =
      key === "year" ? fc.integer({ min: 2014, max: 2027 }) : fc.integer({ min: 0, max: 120_000 });
    return [key, fc.record({ min: maybe(bound), max: maybe(bound) })];
  }),
) as Record<RangeKey, fc.Arbitrary<NumericRange>>;

const refinementArb = (key: TermKey | RangeKey): fc.Arbitrary<unknown> =>
  (TERM_KEYS as readonly string[]).includes(key)
    ? fc.array(termValuesArb[key as TermKey], { maxLength: 3 })
    : rangeArb[key as RangeKey];

/** A few refinements at a time, as a shopper sets them (many at once match nothing). */
export const refinementsArb = (maxKeys = 3): fc.Arbitrary<Refinements> =>
  fc
    .uniqueArray(fc.constantFrom<TermKey | RangeKey>(...TERM_KEYS, ...RANGE_KEYS), {
      maxLength: maxKeys,
    })
    .chain((keys) =>
      fc.tuple(...keys.map((key) => refinementArb(key))).map((values) => ({ keys, values })),
    )
    .map(
      ({ keys, values }) =>
        Object.fromEntries(keys.map((key, i) => [key, values[i]])) as Refinements,
    );

const exclusionArb: fc.Arbitrary<Exclusion> = fc
  .record({ make: termValuesArb.make, car_type: termValuesArb.car_type }, { requiredKeys: [] })
  .map((record) => record as Exclusion);

export const requestArb: fc.Arbitrary<SearchRequest> = fc.record(
  {
    dealershipIds: fc.oneof(fc.constant([1, 2, 3, 4]), fc.subarray([1, 2, 3, 4, 9])),
    soldDays: fc.oneof(fc.constant(3), fc.integer({ min: -1, max: 5 })),
    maxUnconfirmedDays: fc.oneof(fc.constant(7), fc.integer({ min: 0, max: 9 })),
    now: fc.constant(TEST_NOW),
    query: fc.oneof(
      fc.constant(""),
      fc.array(fc.constantFrom(...POOLS.word), { maxLength: 2 }).map((words) => words.join(" ")),
    ),
    filters: refinementsArb(),
    fixedFilters: fc.option(
      fc.oneof(refinementsArb(1), fc.array(refinementsArb(1), { maxLength: 2 })),
      {
        nil: undefined,
        freq: 3,
      },
    ),
    exclusions: fc.array(exclusionArb, { maxLength: 2 }),
    sort: fc.constantFrom(...SORT_KEYS),
    requirePriceWhenPriceAscending: fc.boolean(),
    offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 })),
    hitsPerPage: fc.integer({ min: 1, max: 25 }),
    facets: fc.option(fc.subarray([...TERM_KEYS], { minLength: 1 }), { nil: undefined }),
  },
  { requiredKeys: ["dealershipIds", "soldDays", "now"] },
);
