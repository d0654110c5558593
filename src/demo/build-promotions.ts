/**
 * Offers per site: current, upcoming and expired ones (the list filters by dates), search-grid
 * cards at fixed positions, and one with the fixed expiry 2025-06-15 of one dealer's promotion.
 */

import type { Dealership } from "@/domain/location/location";
import type { Promotion } from "@/domain/promotion/promotion";
import { carPhotoUrl, PAINT } from "@/photos/photo-catalogue";
import { daysAfter, daysBefore, slugify } from "./text-util";

type Offer = Omit<Promotion, "id" | "slug" | "dealership_id">;

const offer = (o: Partial<Offer> & Pick<Offer, "title" | "description">): Offer => ({
  image: null,
  link_url: "/special-offers",
  start: null,
  expiry: null,
  position: null,
  display: ["offers"],
  strictDisplay: false,
  makes: [],
  car_types: [],
  ...o,
});

export function buildPromotions(
  now: Date,
  dealerships: Dealership[],
  firstId: number,
): Promotion[] {
  const bySlug = new Map(dealerships.map((d) => [d.slug, d]));
  const img = (shape: Parameters<typeof carPhotoUrl>[0], paint: keyof typeof PAINT) => ({
    url: carPhotoUrl(shape, PAINT[paint], "front-three-quarter"),
  });
  const list: [string, Offer][] = [
    [
      "southern-cross-toyota",
      offer({
        title: "HiLux Runout Sale",
        description: "Drive away deals on remaining stock from last year's build.",
        image: img("ute", "white"),
        start: daysBefore(now, 20),
        expiry: daysAfter(now, 25),
        position: 5,
        display: ["search", "offers", "home"],
        strictDisplay: true,
        makes: ["Toyota"],
        car_types: ["new"],
        link_url: "/search/toyota/hilux",
      }),
    ],
    [
      "southern-cross-mazda",
      offer({
        title: "5 Years Free Scheduled Servicing",
        description: "On selected new Mazda models purchased this month.",
        image: img("suv", "red"),
        start: daysBefore(now, 10),
        expiry: daysAfter(now, 40),
        position: 10,
        display: ["search", "offers"],
      }),
    ],
    [
      "southern-cross-used-car-centre",
      offer({
        title: "Certified Pre-Owned Warranty",
        description: "Every certified used car comes with a 2-year warranty and roadside assist.",
        image: img("sedan", "silver"),
        start: daysBefore(now, 60),
        display: ["offers", "home"],
      }),
    ],
    [
      "southern-cross-ford",
      offer({
        title: "Ranger Tradie Bonus",
        description: "Bonus tub liner and tow pack on Ranger XL and XLT.",
        image: img("ute", "blue"),
        start: daysAfter(now, 7),
        expiry: daysAfter(now, 45),
        display: ["offers"],
      }),
    ],
    [
      "southern-cross-kia",
      offer({
        title: "Summer Service Special",
        description: "Logbook service from $249 with a free wash.",
        start: daysBefore(now, 90),
        expiry: daysBefore(now, 5),
        display: ["offers"],
      }),
    ],
    [
      "parkside-nissan",
      offer({
        title: "X-Trail 1.99% Nissan Finance",
        description: "Comparison rate 3.25% p.a. on approved credit.",
        image: img("suv", "pearl"),
        start: daysBefore(now, 14),
        expiry: daysAfter(now, 30),
        position: 5,
        display: ["search", "offers", "home"],
        makes: ["Nissan"],
        car_types: ["new", "demo"],
      }),
    ],
    [
      "parkside-nissan",
      offer({
        title: "Navara End of Financial Year",
        description: "Free bull bar and tow bar on Navara ST-X.",
        image: img("ute", "graphite"),
        start: new Date("2025-05-01T00:00:00Z"),
        expiry: new Date("2025-06-15T23:59:59Z"),
        display: ["offers"],
      }),
    ],
    [
      "redgum-preowned",
      offer({
        title: "Trade-In Top-Up",
        description: "We'll add $1,000 to your trade-in valuation this month.",
        image: img("hatch", "skyblue"),
        start: daysBefore(now, 5),
        expiry: daysAfter(now, 25),
        position: 7,
        display: ["search", "offers"],
      }),
    ],
    [
      "outback-caravans",
      offer({
        title: "Free Annual Service",
        description: "First annual caravan service free with every new van.",
        image: img("caravan", "navy"),
        start: daysBefore(now, 30),
        expiry: daysAfter(now, 60),
        display: ["offers", "home"],
      }),
    ],
    [
      "outback-caravans",
      offer({
        title: "Show Specials",
        description: "Caravan show pricing extended for one more week.",
        image: img("caravan", "graphite"),
        start: daysBefore(now, 3),
        expiry: daysAfter(now, 7),
        position: 6,
        display: ["search", "offers"],
      }),
    ],
  ];
  return list
    .filter(([slug]) => bySlug.has(slug))
    .map(([slug, o], i) => ({
      id: firstId + i,
      slug: slugify(o.title),
      dealership_id: bySlug.get(slug)?.id ?? null,
      ...o,
    }));
}
