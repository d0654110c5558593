import { describe, expect, it } from "vitest";
import { safeParseSiteConfig } from "./parse-site-config";
import { type SiteConfigInput, siteConfigSchema } from "./site-config.schema";

const minimal = { slug: "acme-motors", name: "Acme Motors", dealerships: ["acme-motors"] } as const;

function parse(extra: Partial<SiteConfigInput> = {}) {
  return siteConfigSchema.parse({ ...minimal, ...extra });
}

/** "path: message" lines of a config expected to fail. */
function problems(input: Record<string, unknown>): string[] {
  const result = safeParseSiteConfig({ ...minimal, ...input }, "sites/acme-motors.json");
  if (result.ok) throw new Error("expected the config to be rejected");
  return result.issues.map((i) => `${i.path}: ${i.message}`);
}

describe("siteConfigSchema defaults", () => {
  const site = parse();

  it("gives an almost-empty config every default", () => {
    expect(site.template).toBe("single-dealer");
    expect(site.search.soldDays).toBe(3);
    expect(site.search.pageSize).toBe(21);
    expect(site.search.popularMakesCount).toBe(20);
    expect(site.search.priceFilter).toMatchObject({ min: 5000, max: 250000, step: 500 });
    expect(site.search.priceFilter.quickPicks).toEqual([
      5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000,
    ]);
    expect(site.labels).toMatchObject({
      new: "New",
      used: "Used",
      demo: "Demo",
      noPrice: "Enquire for price.",
      tradeInButton: "Trade-In Valuation",
      reserveDeposit: "$200",
      termsMessage: "*You must agree to the terms of use before submitting.",
    });
    expect(site.finance).toMatchObject({
      defaultInterestRate: 10,
      defaultAmount: 30000,
      defaultTermYears: 6,
      sidebarDefaultTermYears: 5,
      maxTermYears: 7,
      amountMin: 1000,
      sliderAmountMax: 100000,
      sidebarAmountMax: 250000,
      interestMin: 0.5,
      interestMax: 15,
      financeLinkPath: "/finance",
      excludedMakes: ["Suzuki"],
      presentation: { termYears: 5, depositPercent: 10, finalPaymentPercent: 30 },
    });
    expect(site.reviews).toEqual({ minimumRating: 4, hidden: false, googleReviewsCount: 12 });
    expect(site.forms).toMatchObject({
      commentsRequired: true,
      captcha: true,
      optInDefault: true,
      webhook: null,
    });
    expect(site.forms.tradeIn).toMatchObject({ maxAgeYears: 7, maxKm: 100000 });
    expect(site.salesCounter).toEqual({ stepsPerDay: 192, timeZone: "Australia/Brisbane" });
    expect(site.group.stats.map((s) => s.value)).toEqual(["50+", "40+", "30+"]);
    expect(site.group.franchises).toBe(59);
    expect(site.legal).toMatchObject({ warrantyYears: 3, returnsPolicy: null });
    expect(site.inventory.itemTypes).toEqual(["car"]);
    expect(site.vehicle.fuelCalculator).toMatchObject({
      pricePerLitre: 1.7,
      kmsPerWeek: 250,
      fallbackConsumption: 10,
    });
  });

  it("leaves every per-dealer switch off or at the common behaviour", () => {
    expect(site.vehicle).toMatchObject({
      defaultGalleryView: "gallery",
      phoneRevealedByDefault: false,
      hideTwitter: false,
      showUnregistered: false,
      spinAutoRotate: true,
      electricHybridBadge: false,
      certifiedBadge: null,
      newArrivalImageUrl: null,
    });
    expect(site.features).toMatchObject({
      reserveOnline: false,
      reserveRoute: "checkout",
      checkoutJourney: false,
      subscriptions: false,
    });
    expect(site.search).toMatchObject({
      priceAscendingExcludesZero: false,
      promoPositions: [],
      promoRandomPosition: false,
      layout: "grid",
      filterPreset: 0,
    });
    expect(site.gating).toMatchObject({
      checkout: false,
      finance: false,
      garagePaths: ["/my-garage"],
    });
    expect(site.favourites).toEqual({
      storage: "browser",
      requirePriceAndImage: false,
      requireUsedType: false,
    });
    expect(site.finance.lenders).toEqual([]);
    expect(site.navigation.offersInNav).toBe(true);
  });

  it("never lets a default list be shared between parsed configs", () => {
    const a = parse();
    a.search.promoPositions.push(5);
    expect(parse().search.promoPositions).toEqual([]);
  });

  it("fills defaults inside list items, such as a lender's establishment fee", () => {
    const site = parse({
      finance: {
        lenders: [{ financeProvider: "taurus", interestRate: 6.29, comparisonRate: 8.19 }],
      },
    });
    expect(site.finance.lenders[0]).toMatchObject({
      establishmentFees: 0,
      roundingRule: "up",
      amountMin: null,
    });
  });
});

describe("siteConfigSchema worked examples", () => {
  it("reads a 'Pre-Owned' site with promo cards at 5 and 10 and a price preset excluding new Nissan and Mazda", () => {
    const site = parse({
      labels: { used: "Pre-Owned" },
      search: {
        promoPositions: [5, 10],
        priceFilter: {
          exclusions: [
            { make: "Nissan", carType: "new" },
            { make: "Mazda", carType: "new" },
          ],
        },
        seriesOrder: ["duo", "city", "sport"],
      },
    });
    expect(site.labels.used).toBe("Pre-Owned");
    expect(site.labels.new).toBe("New");
    expect(site.search.promoPositions).toEqual([5, 10]);
    expect(site.search.priceFilter.exclusions).toEqual([
      { make: "Nissan", carType: "new" },
      { make: "Mazda", carType: "new" },
    ]);
    expect(site.search.priceFilter.enabled).toBe(true);
  });

  it("reads a finance set-up with a 4–20 % range, a 5-year maximum and a reference-rounding lender", () => {
    const site = parse({
      finance: {
        interestMin: 4,
        interestMax: 20,
        defaultTermYears: 5,
        maxTermYears: 5,
        amountMin: 5000,
        lenders: [
          {
            financeProvider: "angle",
            interestRate: 9.95,
            establishmentFees: 1360.5,
            roundingRule: "reference",
            roundingReferenceAmount: 20000,
          },
        ],
      },
    });
    expect(site.finance.maxTermYears).toBe(5);
    expect(site.finance.lenders[0]?.establishmentFees).toBe(1360.5);
  });

  it("accepts reserve buttons once online reservation is on", () => {
    const site = parse({
      features: { reserveOnline: true, reserveRoute: "buy-online" },
      ctas: {
        vehicle: ["reserve", "enquire", "call"],
        searchCard: ["view-details", "reserve-now"],
      },
    });
    expect(site.ctas.vehicle).toEqual(["reserve", "enquire", "call"]);
    expect(site.features.reserveRoute).toBe("buy-online");
  });
});

describe("siteConfigSchema rejections name the field", () => {
  it("requires slug, name and dealerships", () => {
    const result = safeParseSiteConfig({}, "sites/x.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path).sort()).toEqual(["dealerships", "name", "slug"]);
  });

  it("reports a lender's out-of-range rate with its list index", () => {
    expect(
      problems({ finance: { lenders: [{ financeProvider: "taurus", interestRate: 101 }] } }),
    ).toEqual(["finance.lenders.0.interestRate: Too big: expected number to be <=100"]);
  });

  it("rejects unknown fields, so a misspelt switch is not silently ignored", () => {
    expect(problems({ search: { soldDay: 7 } })).toEqual(['search: Unrecognized key: "soldDay"']);
    expect(problems({ colour: "red" })).toEqual(['(root): Unrecognized key: "colour"']);
  });

  it("rejects values outside each field's choices", () => {
    expect(problems({ vehicle: { runoutTagColour: "blue" } })[0]).toMatch(
      /^vehicle\.runoutTagColour: /,
    );
    expect(problems({ search: { filterPreset: 9 } })[0]).toMatch(/^search\.filterPreset: /);
    expect(problems({ finance: { financeLinkPath: "/loans" } })[0]).toMatch(
      /^finance\.financeLinkPath: /,
    );
    expect(problems({ legal: { warrantyYears: 4 } })[0]).toMatch(/^legal\.warrantyYears: /);
  });

  it("rejects a button for a journey that is switched off", () => {
    expect(problems({ ctas: { vehicle: ["enquire", "reserve"] } })).toEqual([
      "ctas.vehicle.1: reserve needs features.reserveOnline",
    ]);
    expect(problems({ ctas: { mobileBar: { actions: ["chat"] } } })).toEqual([
      "ctas.mobileBar.actions.0: chat needs features.chat",
    ]);
    expect(problems({ ctas: { searchCard: ["view-details", "view-details"] } })).toEqual([
      "ctas.searchCard: must not list a button twice",
    ]);
  });

  it("checks finance bounds against each other", () => {
    expect(problems({ finance: { defaultInterestRate: 18 } })).toEqual([
      "finance.defaultInterestRate: must lie between interestMin and interestMax",
    ]);
    expect(problems({ finance: { maxTermYears: 5 } })).toEqual([
      "finance.defaultTermYears: must not exceed maxTermYears",
    ]);
    expect(
      problems({
        finance: {
          lenders: [{ financeProvider: "manual", interestRate: 9, roundingRule: "reference" }],
        },
      }),
    ).toEqual([
      "finance.lenders.0.roundingReferenceAmount: required when roundingRule is reference",
    ]);
  });

  it("keeps dealership slugs within the site's own dealerships", () => {
    expect(problems({ finance: { excludedDealerships: ["other-dealer"] } })).toEqual([
      "finance.excludedDealerships.0: 'other-dealer' is not in dealerships",
    ]);
  });

  it("keeps promo positions on the page and the my-garage page gated", () => {
    expect(problems({ search: { promoPositions: [5, 22] } })).toEqual([
      "search.promoPositions.1: must not exceed search.pageSize",
    ]);
    expect(
      parse({ gating: { garagePaths: ["/my-garage", "/mymotorama"] } }).gating.garagePaths,
    ).toEqual(["/my-garage", "/mymotorama"]);
    expect(problems({ gating: { garagePaths: ["/mymotorama"] } })).toEqual([
      "gating.garagePaths: must include /my-garage, which is always gated",
    ]);
  });

  it("gates only journeys the site offers", () => {
    expect(problems({ gating: { checkout: true, carFinance: true } })).toEqual([
      "gating.checkout: needs features.reserveOnline",
      "gating.carFinance: needs finance.pages.personalised",
    ]);
    expect(problems({ gating: { sellMyCar: true }, features: { sellMyCar: false } })).toEqual([
      "gating.sellMyCar: needs features.sellMyCar",
    ]);
    expect(
      parse({
        features: { reserveOnline: true },
        finance: { pages: { personalised: true } },
        gating: { checkout: true, finance: true, tradeIn: true, sellMyCar: true, carFinance: true },
      }).gating,
    ).toMatchObject({ checkout: true, carFinance: true });
  });

  it("needs delivery zones when the delivery calculator is on, and a centre for a radius", () => {
    expect(problems({ features: { deliveryCalculator: true } })).toEqual([
      "delivery.zones: needs at least one zone when features.deliveryCalculator is on",
    ]);
    expect(problems({ delivery: { zones: [{ name: "Metro", price: 99, radiusKm: 50 }] } })).toEqual(
      ["delivery.zones.0.fromPostcode: radiusKm and fromPostcode go together"],
    );
  });

  it("keeps the strict favourites mode consistent", () => {
    expect(problems({ favourites: { requireUsedType: true } })).toEqual([
      "favourites.requireUsedType: requireUsedType applies only with requirePriceAndImage (the strict mode)",
    ]);
  });

  it("keeps webhook secrets out of the config", () => {
    expect(
      problems({
        forms: { webhook: { url: "https://crm.example.com/leads", secretEnv: "s3cret value" } },
      })[0],
    ).toMatch(/^forms\.webhook\.secretEnv: must be an environment variable name/);
  });
});

describe("siteConfigSchema pages and links", () => {
  it("serves the common supporting pages by default and links only to served pages", () => {
    const site = parse();
    expect(site.pages.enabled).toContain("/about-us");
    expect(site.dealer).toEqual({ manufacturer: null, groupName: null });
    expect(site.locations.panel).toBe("map");
  });

  it("rejects a menu link to an optional page the site does not serve", () => {
    expect(
      problems({
        pages: { enabled: ["/about-us", "/faqs", "/warranty", "/vehicle-parts-and-accessories"] },
      }),
    ).toEqual(["navigation.header.5.links.2.href: /careers is not in pages.enabled"]);
  });

  it("reads dealer-specific sale pages", () => {
    const site = parse({ pages: { sale: [{ slug: "eofy", title: "EOFY Sale", topLevel: true }] } });
    expect(site.pages.sale[0]).toEqual({
      slug: "eofy",
      title: "EOFY Sale",
      body: "",
      imageUrl: null,
      topLevel: true,
    });
    expect(
      problems({
        pages: {
          sale: [
            { slug: "eofy", title: "A" },
            { slug: "eofy", title: "B" },
          ],
        },
      }),
    ).toEqual(["pages.sale: slugs must be unique"]);
  });
});
