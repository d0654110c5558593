import { describe, expect, it } from "vitest";
import { isAvailable } from "@/domain/car/car";
import { photoPathSchema } from "@/photos/photo-catalogue";
import { DEMO_SITES, generateDemo } from "./generate";

const now = new Date("2025-09-01T02:00:00Z");
// The default seed: the data set the app actually shows.
const data = generateDemo({ now });
const DAY = 86_400_000;

const siteOf = new Map(
  DEMO_SITES.flatMap((s) => s.dealerships.map((d) => [d.slug, s.slug] as const)),
);
const bySite = (slug: string) => data.cars.filter((c) => siteOf.get(c.dealership_slug) === slug);

describe("generateDemo", () => {
  it("is deterministic for a seed and a date", () => {
    const again = generateDemo({ now });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    const other = generateDemo({ seed: 8, now });
    expect(JSON.stringify(other.cars)).not.toBe(JSON.stringify(data.cars));
  });

  it("builds four sites with their dealerships, locations and stock", () => {
    expect(data.cars.length).toBeGreaterThanOrEqual(3000);
    const group = DEMO_SITES.find((s) => s.slug === "southern-cross")!;
    expect(group.dealerships.length).toBeGreaterThanOrEqual(7);
    const groupLocations = data.locations.filter((l) =>
      group.dealerships.some(
        (d) => data.dealerships.find((x) => x.id === l.dealership_id)?.slug === d.slug,
      ),
    );
    expect(groupLocations.length).toBeGreaterThanOrEqual(10);
    expect(new Set(groupLocations.map((l) => l.address.state))).toEqual(
      new Set(["QLD", "NSW", "VIC"]),
    );
    expect(new Set(groupLocations.map((l) => l.location_type))).toEqual(
      new Set(["sales", "used", "service", "parts"]),
    );
    expect(bySite("southern-cross").length).toBeGreaterThan(1900);
    expect(bySite("parkside-nissan").length).toBe(450);
    expect(bySite("redgum-preowned").every((c) => c.car_type === "used")).toBe(true);
    const vans = bySite("outback-caravans");
    expect(vans.length).toBe(250);
    expect(
      vans.every((c) => c.item_type === "caravan" && c.sleeps && c.tare_weight && c.axle_type),
    ).toBe(true);
    expect(Math.min(...vans.map((c) => c.price).filter((p) => p > 0))).toBeGreaterThanOrEqual(
      20000,
    );
    expect(Math.max(...vans.map((c) => c.price))).toBeLessThanOrEqual(150000);
  });

  it("has every listing state the pages handle", () => {
    const c = data.cars;
    const some = (f: (car: (typeof c)[number]) => boolean) => c.filter(f).length;
    expect(some((x) => x.status === "in_stock")).toBeGreaterThan(c.length * 0.8);
    expect(some((x) => x.status === "coming_soon")).toBeGreaterThan(0);
    const sold = c.filter((x) => x.status === "sold");
    expect(sold.length).toBeGreaterThan(0);
    for (const s of sold) {
      const age = now.getTime() - (s.sold_date?.getTime() ?? 0);
      expect(age).toBeGreaterThanOrEqual(DAY);
      expect(age).toBeLessThanOrEqual(6 * DAY);
    }
    expect(some((x) => x.reserved && isAvailable(x))).toBeGreaterThan(0);
    expect(some((x) => x.tag === "Test Drive Only")).toBeGreaterThan(0);
    expect(some((x) => x.tag === "Runout Sale")).toBeGreaterThan(0);
    expect(some((x) => x.certified)).toBeGreaterThan(0);
    expect(some((x) => now.getTime() - x.created_at.getTime() < 8 * DAY)).toBeGreaterThan(0);
    expect(some((x) => !x.show_on_dealer_website)).toBeGreaterThan(0);
    expect(some((x) => (x.before_price ?? 0) > x.price)).toBeGreaterThan(0);
    expect(some((x) => x.price === 0 && x.preorder)).toBeGreaterThan(0);
    expect(some((x) => x.price === 0 && !x.preorder)).toBeGreaterThan(0);
    expect(some((x) => x.subscription_price !== null)).toBeGreaterThan(0);
    expect(some((x) => x.spin_images.length > 0 && x.hotspots.length > 0)).toBeGreaterThan(0);
    expect(some((x) => x.spin_code !== null)).toBeGreaterThan(0);
    expect(some((x) => x.rego_expiry !== null && x.rego_expiry < now)).toBeGreaterThan(0);
    expect(some((x) => x.rego_expiry !== null && x.rego_expiry > now)).toBeGreaterThan(0);
    expect(some((x) => !x.dealercomments)).toBeGreaterThan(0);
    expect(some((x) => (x.dealercomments?.length ?? 0) > 400)).toBeGreaterThan(0);
    expect(some((x) => x.video_url !== null)).toBeGreaterThan(0);
    expect(some((x) => "Nissan Finance" in x.finance_lenders)).toBeGreaterThan(0);
    const bargains = some((x) => {
      const avg = x.autograb_data?.state_average_market_price;
      return avg != null && x.price > 0 && x.price <= avg - 500;
    });
    expect(bargains).toBeGreaterThan(0);
    expect(c.every((x) => x.youxQuote === null)).toBe(true);
  });

  it("spreads years and kilometres by car type", () => {
    const year = now.getUTCFullYear();
    for (const car of data.cars) {
      if (car.item_type === "caravan") continue;
      if (car.car_type === "new") {
        expect(car.km).toBeLessThanOrEqual(50);
        expect(car.year).toBeGreaterThanOrEqual(year - 1);
      } else if (car.car_type === "demo") {
        expect(car.km).toBeGreaterThanOrEqual(500);
        expect(car.km).toBeLessThanOrEqual(15000);
      } else {
        expect(car.year).toBeGreaterThanOrEqual(2008);
        expect(car.year).toBeLessThanOrEqual(year);
      }
    }
  });

  it("keeps ids, slugs, stock numbers and denormalised fields consistent", () => {
    const ids = new Set(data.cars.map((c) => c.id));
    expect(ids.size).toBe(data.cars.length);
    const stock = new Set(data.cars.map((c) => `${c.dealership_id}:${c.stocknum}`));
    expect(stock.size).toBe(data.cars.length);
    const locations = new Map(data.locations.map((l) => [l.id, l]));
    const dealerships = new Map(data.dealerships.map((d) => [d.id, d]));
    for (const car of data.cars) {
      expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-${car.id}$`));
      expect(car.name.startsWith(`${car.year} ${car.make} ${car.model}`)).toBe(true);
      const loc = locations.get(car.location_id ?? -1);
      expect(loc?.dealership_id).toBe(car.dealership_id);
      expect(car.location?.slug).toBe(loc?.slug);
      expect(car.city).toBe(loc?.address.city);
      expect(car.state).toBe(loc?.address.state);
      expect(car.dealership_slug).toBe(dealerships.get(car.dealership_id)?.slug);
      expect(car.photos_count).toBe(car.images.length);
      expect(car.primary_image_url).toBe(car.images[0]?.url ?? null);
    }
  });

  it("gives most cars 8–20 photos and a few none, all at renderable addresses", () => {
    const counts = data.cars.map((c) => c.images.length);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n >= 8 && n <= 20).length).toBeGreaterThan(data.cars.length * 0.6);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    const urls = new Set(
      data.cars.flatMap((c) => [...c.images.map((i) => i.url), ...c.spin_images]),
    );
    urls.add(data.models[0]?.image?.url ?? "");
    for (const l of data.locations) urls.add(l.image?.image.url ?? "");
    for (const url of urls) {
      const parsed = photoPathSchema.safeParse(url.replace(/^\/media\//, "").split("/"));
      expect(parsed.success, url).toBe(true);
    }
  });

  it("fills the Nissan showroom with variants and colours", () => {
    expect(data.models.length).toBeGreaterThanOrEqual(8);
    expect(data.models.some((m) => m.status === "coming_soon")).toBe(true);
    for (const m of data.models) {
      expect(m.model_variants.length).toBeGreaterThan(0);
      for (const v of m.model_variants)
        expect(v.dap_max_price ?? 0).toBeGreaterThanOrEqual(v.dap_min_price ?? 0);
      expect(m.colours.every((c) => /^#[0-9a-f]{6}$/.test(c.hexCode))).toBe(true);
    }
  });

  it("generates quickly", () => {
    const started = performance.now();
    generateDemo({ seed: 1, now });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
