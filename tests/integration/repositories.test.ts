/** Every read repository against a worked data set, on both backends. */
import { beforeAll, expect, it } from "vitest";
import { insertDemoData } from "@/data/demo-data";
import {
  findCarById,
  findCarBySlug,
  listIndexableCars,
  listLatestCars,
  readIndexableCarPages,
} from "@/data/repositories/cars";
import { findDealershipBySlug, listDealerships } from "@/data/repositories/dealerships";
import { findLocationById, findLocationBySlug, listLocations } from "@/data/repositories/locations";
import { findModelBySlug, listModels } from "@/data/repositories/models";
import { listPromotions } from "@/data/repositories/promotions";
import { listReviews, reviewSummary } from "@/data/repositories/reviews";
import type { Car } from "@/domain/car/car";
import type { CarPage } from "@/domain/search/build-index";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import {
  car,
  daysBefore,
  dealership,
  groupSite,
  location,
  model,
  NOW,
  promotion,
  review,
  siteA,
} from "./fixtures";

const caravan: Car = car(3, 1, {
  slug: "2021-jayco-starcraft-3",
  item_type: "caravan",
  make: "Jayco",
  model: "Starcraft",
  location_id: 11,
  body_width: 2.4,
  body_length: 6.7,
  tare_weight: 1850,
  axle_type: "Single",
  sleeps: 4,
  aggregate_trailer_mass: 2500,
  hotspots: [
    {
      id: "h1",
      description: "Scratch",
      positions: [{ activeAngle: 12, posX: 0.4, posY: 0.6 }],
      anchors: ["rear"],
    },
  ],
  spin_images: ["/spin/1.jpg", "/spin/2.jpg"],
  spin_code: "SPIN3",
  youxQuote: { weeklyRepaymentAmount: 88.5, comparisonRate: 9.1, advertisedRate: 8.5 },
  finance_lenders: {
    Taurus: {
      financeProvider: "Taurus",
      interestRate: 8.99,
      comparisonRate: 9.45,
      paymentWeek: 92,
    },
  },
  sold_date: null,
  custom_rank: 7,
  // Text the index's read joins cars' texts around: line breaks, a record separator, quotes.
  dealercomments: 'Two owners.\nRoof "as new"\u001e tabs\there, Škoda-grade trim',
});

await describeEachBackend("repositories", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    await insertDemoData(t.db, {
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda", { make: "Mazda" })],
      locations: [
        location(11, 1, "alpha-parramatta", {
          primary: true,
          special_hours: [
            {
              date: "2025-12-25",
              status: "Closed",
              start_hour: null,
              end_hour: null,
              location_id: 11,
            },
            {
              date: "2025-12-24",
              status: "Open",
              start_hour: "09:00",
              end_hour: "12:00",
              location_id: 11,
            },
          ],
        }),
        location(12, 1, "alpha-service", { location_type: "service", name: "Alpha Service" }),
        location(13, 1, "alpha-hidden", { visible: false }),
        location(21, 2, "bravo-penrith"),
      ],
      cars: [
        car(1, 1, { location_id: 11, created_at: daysBefore(5) }),
        car(2, 1, { status: "sold", sold_date: daysBefore(1), created_at: daysBefore(1) }),
        caravan,
        car(4, 1, { show_on_dealer_website: false, slug: "hidden-4" }),
        car(5, 2, { slug: "bravo-5" }),
      ],
      models: [
        model(31, 1, "rav4", {
          model_variants: [
            {
              id: 312,
              full_name: "RAV4 GXL",
              series: null,
              name: "GXL",
              features: ["AWD"],
              image: null,
              dap_min_price: 45_000,
              dap_max_price: 48_000,
            },
            {
              id: 311,
              full_name: "RAV4 GX",
              series: null,
              name: "GX",
              features: [],
              image: { url: "/gx.jpg" },
              dap_min_price: 39_000,
              dap_max_price: null,
            },
          ],
          colours: [
            {
              id: 315,
              name: "Glacier White",
              photo_url: null,
              hexCode: "#ffffff",
              oem_id: "040",
              model_variant_name: "GX",
            },
          ],
        }),
        model(32, 1, "camry", { status: "coming_soon" }),
        model(41, 2, "cx-5", { make: "Mazda" }),
      ],
      reviews: [
        review(1, 1, { rating: 5, location_id: 11 }),
        review(2, 1, { rating: 4 }),
        review(3, 1, { rating: 4, image: { url: "/r.jpg", thumb: { url: "/r-t.jpg" } } }),
        review(4, 2, { rating: 1 }),
      ],
      promotions: [
        promotion(1, 1, { position: 10 }),
        promotion(2, 1, {
          position: 5,
          start: daysBefore(3),
          expiry: new Date("2025-06-15T00:00:00Z"),
        }),
        promotion(3, 1, { expiry: daysBefore(1) }), // expired
        promotion(4, 1, { start: new Date("2025-07-01T00:00:00Z") }), // not started
        promotion(5, 2), // another site's
        promotion(6, null), // belongs to no dealership: never listed
      ],
    });
  });

  it("lists and finds the site's dealerships", async () => {
    expect((await listDealerships(t.db, groupSite)).map((d) => d.slug)).toEqual([
      "alpha-toyota",
      "bravo-mazda",
    ]);
    const [alpha] = await listDealerships(t.db, siteA);
    expect(alpha).toEqual(dealership(1, "alpha-toyota"));
    expect(await findDealershipBySlug(t.db, siteA, "bravo-mazda")).toBeNull();
  });

  it("lists visible locations, primary first, with special hours by date", async () => {
    const locations = await listLocations(t.db, siteA);
    expect(locations.map((l) => l.slug)).toEqual(["alpha-parramatta", "alpha-service"]);
    const [main] = locations;
    expect(main).toEqual(
      location(11, 1, "alpha-parramatta", {
        primary: true,
        special_hours: [
          {
            date: "2025-12-24",
            status: "Open",
            start_hour: "09:00",
            end_hour: "12:00",
            location_id: 11,
            note: null,
          },
          {
            date: "2025-12-25",
            status: "Closed",
            start_hour: null,
            end_hour: null,
            location_id: 11,
            note: null,
          },
        ],
      }),
    );
    expect((await listLocations(t.db, siteA, { includeHidden: true })).length).toBe(3);
    expect((await findLocationBySlug(t.db, siteA, "alpha-service"))?.location_type).toBe("service");
    expect(await findLocationBySlug(t.db, siteA, "alpha-hidden")).toBeNull();
    expect((await findLocationById(t.db, siteA, 13, { includeHidden: true }))?.slug).toBe(
      "alpha-hidden",
    );
  });

  it("reads a car back field for field, with its dealership and location joined", async () => {
    const found = await findCarBySlug(t.db, siteA, "2021-jayco-starcraft-3");
    expect(found).toEqual({
      ...caravan,
      // Set by the database: confirmed when stored, never hidden by staff.
      feed_confirmed_at: expect.any(Date),
      hidden_at: null,
      dealership_slug: "alpha-toyota",
      dealership_name: "alpha-toyota Motors",
      location: {
        id: 11,
        name: "Location alpha-parramatta",
        slug: "alpha-parramatta",
        phone: "02 9000 0001",
        city: "Parramatta",
        state: "NSW",
        primary: true,
      },
      location_name: "Location alpha-parramatta",
      city: "Parramatta",
      state: "NSW",
    });
    expect(await findCarById(t.db, siteA, 3)).toEqual(found);
  });

  it("finds sold cars but not hidden ones unless asked", async () => {
    expect((await findCarBySlug(t.db, siteA, "2022-toyota-corolla-2"))?.status).toBe("sold");
    expect(await findCarBySlug(t.db, siteA, "hidden-4")).toBeNull();
    expect((await findCarById(t.db, siteA, 4, { includeHidden: true }))?.slug).toBe("hidden-4");
    expect(await findCarById(t.db, siteA, 999)).toBeNull();
    expect(await findCarById(t.db, siteA, Number.NaN)).toBeNull();
  });

  it("lists the latest cars for sale, newest first", async () => {
    const latest = await listLatestCars(t.db, siteA, { limit: 2, now: NOW });
    expect(latest.map((c) => c.id)).toEqual([1, 3]);
  });

  it("lists every car of every site for the search index", async () => {
    const all = await listIndexableCars(t.db);
    expect(all.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(all.find((c) => c.id === 5)?.dealership_slug).toBe("bravo-mazda");
    expect(all.find((c) => c.id === 2)?.location).toBeNull();
  });

  it("reads each car for the search index as the vehicle page's read does", async () => {
    const indexed = await listIndexableCars(t.db);
    for (const id of [1, 2, 3, 4]) {
      const read = await findCarById(t.db, siteA, id, { includeHidden: true });
      expect(indexed.find((car) => car.id === id)).toEqual(read);
    }
  });

  it("reads every car for the search index in keyset pages, as their texts and cars", async () => {
    const read = await readIndexableCarPages(t.db, 2);
    expect(read.size).toBe(5);
    const ids: number[] = [];
    for await (const page of read.pages as AsyncIterable<CarPage>) {
      expect(page.texts.map((text) => read.codec.decode(text))).toEqual(page.cars);
      ids.push(...page.cars.map((car) => car.id));
    }
    expect(ids).toEqual([1, 2, 3, 4, 5]);
  });

  it("lists models with variants and colours in the dealer's order", async () => {
    const models = await listModels(t.db, siteA);
    expect(models.map((m) => m.slug)).toEqual(["camry", "rav4"]);
    const rav4 = await findModelBySlug(t.db, siteA, "rav4");
    expect(rav4?.model_variants.map((v) => v.id)).toEqual([312, 311]);
    expect(rav4?.model_variants[1]).toEqual({
      id: 311,
      full_name: "RAV4 GX",
      series: null,
      name: "GX",
      features: [],
      image: { url: "/gx.jpg" },
      dap_min_price: 39_000,
      dap_max_price: null,
    });
    expect(rav4?.colours).toHaveLength(1);
    expect(await findModelBySlug(t.db, siteA, "cx-5")).toBeNull();
  });

  it("lists reviews newest first and summarises them", async () => {
    const reviews = await listReviews(t.db, siteA, { limit: 2 });
    expect(reviews.map((r) => r.id)).toEqual([1, 2]);
    expect(reviews[0]?.review_date).toEqual(daysBefore(1));
    expect((await listReviews(t.db, siteA, { locationId: 11 })).map((r) => r.id)).toEqual([1]);
    expect((await listReviews(t.db, siteA)).find((r) => r.id === 3)?.image).toEqual({
      url: "/r.jpg",
      thumb: { url: "/r-t.jpg" },
    });
    // (5 + 4 + 4) / 3 = 4.333…
    expect(await reviewSummary(t.db, siteA)).toEqual({ count: 3, average_rating: "4.3" });
    // (5 + 4 + 4 + 1) / 4 = 3.5
    expect(await reviewSummary(t.db, groupSite)).toEqual({ count: 4, average_rating: "3.5" });
    expect(await reviewSummary(t.db, { ...siteA, dealershipIds: [] })).toEqual({
      count: 0,
      average_rating: "0.0",
    });
  });

  it("lists live promotions of the site by position", async () => {
    expect((await listPromotions(t.db, siteA, NOW)).map((p) => p.id)).toEqual([2, 1]);
    // On its expiry instant an offer is still live; a moment later it is gone.
    const expiry = new Date("2025-06-15T00:00:00Z");
    expect((await listPromotions(t.db, siteA, expiry)).map((p) => p.id)).toEqual([2, 1]);
    expect(
      (await listPromotions(t.db, siteA, new Date(expiry.getTime() + 1))).map((p) => p.id),
    ).toEqual([1]);
    expect(
      (await listPromotions(t.db, siteA, new Date("2025-07-02T00:00:00Z"))).map((p) => p.id),
    ).toEqual([1, 4]);
  });
});
