import { describe, expect, it } from "vitest";
import {
  dayAt,
  isLiveOn,
  type PromoSlotInput,
  placePromotions,
  promoMatchesSearch,
} from "./promo-slots";

const promo = (key: string, o: Partial<PromoSlotInput> = {}): PromoSlotInput => ({
  key,
  position: null,
  strictDisplay: false,
  makes: [],
  carTypes: [],
  ...o,
});
const cars = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);
const layout = (slots: ReturnType<typeof placePromotions<string, PromoSlotInput>>) =>
  slots.map((slot) => (slot.kind === "car" ? slot.car : `[${slot.promo.key}]`)).join(" ");

describe("dates", () => {
  it("reads the day in Brisbane (UTC+10)", () => {
    expect(dayAt(new Date("2025-06-14T13:59:00Z"))).toBe("2025-06-14");
    expect(dayAt(new Date("2025-06-14T14:00:00Z"))).toBe("2025-06-15");
  });

  it("shows a promotion from its start day through its expiry day", () => {
    const dates = { start: "2025-06-01", expiry: "2025-06-15" };
    expect(isLiveOn(dates, "2025-05-31")).toBe(false);
    expect(isLiveOn(dates, "2025-06-01")).toBe(true);
    expect(isLiveOn(dates, "2025-06-15")).toBe(true);
    expect(isLiveOn(dates, "2025-06-16")).toBe(false);
    expect(isLiveOn({ start: null, expiry: null }, "1999-01-01")).toBe(true);
    expect(isLiveOn({ start: null, expiry: "2025-06-15" }, "2025-06-16")).toBe(false);
  });
});

describe("strict display", () => {
  it("shows a strict promotion only on a search for its make or type", () => {
    const hilux = { strictDisplay: true, makes: ["Toyota"], carTypes: ["new"] };
    expect(promoMatchesSearch(hilux, { makes: ["toyota"], carTypes: ["new"] })).toBe(true);
    expect(promoMatchesSearch(hilux, { makes: ["Toyota"], carTypes: [] })).toBe(false);
    expect(promoMatchesSearch(hilux, { makes: [], carTypes: ["new"] })).toBe(false);
    expect(
      promoMatchesSearch({ ...hilux, carTypes: [] }, { makes: ["Toyota", "Kia"], carTypes: [] }),
    ).toBe(true);
    expect(
      promoMatchesSearch({ ...hilux, strictDisplay: false }, { makes: [], carTypes: [] }),
    ).toBe(true);
  });
});

describe("placePromotions", () => {
  const rules = { positions: [5, 10], randomPosition: false };

  it("puts promotions at the site's positions, in order", () => {
    expect(layout(placePromotions(cars(10), [promo("a"), promo("b")], rules))).toBe(
      "c1 c2 c3 c4 [a] c5 c6 c7 c8 [b] c9 c10",
    );
  });

  it("lets a promotion keep its own position", () => {
    expect(layout(placePromotions(cars(6), [promo("a"), promo("b", { position: 2 })], rules))).toBe(
      "c1 [b] c2 c3 [a] c4 c5 c6",
    );
  });

  it("places no more promotions than positions", () => {
    expect(
      layout(
        placePromotions(cars(3), [promo("a"), promo("b"), promo("c")], {
          positions: [2],
          randomPosition: false,
        }),
      ),
    ).toBe("c1 [a] c2 c3");
  });

  it("puts a position past a short page's end last, and nothing on an empty page", () => {
    expect(layout(placePromotions(cars(2), [promo("a")], rules))).toBe("c1 c2 [a]");
    expect(placePromotions([], [promo("a")], rules)).toEqual([]);
  });

  it("places one promotion at a random position when the site randomises", () => {
    const random = { positions: [], randomPosition: true };
    expect(
      layout(placePromotions(cars(4), [promo("a"), promo("b")], { ...random, random: () => 0 })),
    ).toBe("[a] c1 c2 c3 c4");
    expect(layout(placePromotions(cars(4), [promo("a")], { ...random, random: () => 0.99 }))).toBe(
      "c1 c2 c3 c4 [a]",
    );
    expect(layout(placePromotions(cars(4), [promo("a")], { ...random, random: () => 0.5 }))).toBe(
      "c1 c2 [a] c3 c4",
    );
  });

  it("without positions or randomness places nothing", () => {
    expect(
      layout(placePromotions(cars(3), [promo("a")], { positions: [], randomPosition: false })),
    ).toBe("c1 c2 c3");
  });
});
