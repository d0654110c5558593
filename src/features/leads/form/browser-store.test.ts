import { describe, expect, it } from "vitest";
import { MemoryStorage } from "@/lib/memory-storage.test-support";
import {
  recordVisit,
  rememberShopper,
  rememberViewedCar,
  VISITED_PAGES_MAX,
  visitedPages,
  withVisitedPage,
} from "./browser-store";

describe("withVisitedPage", () => {
  it("adds a page, but not a reload of the page already last", () => {
    expect(withVisitedPage(["/"], "/search/used-cars")).toEqual(["/", "/search/used-cars"]);
    expect(withVisitedPage(["/", "/cars/a"], "/cars/a")).toEqual(["/", "/cars/a"]);
    // Going back to an earlier page is a new visit of it.
    expect(withVisitedPage(["/", "/cars/a"], "/")).toEqual(["/", "/cars/a", "/"]);
  });

  it("keeps only the last pages", () => {
    const pages = Array.from({ length: VISITED_PAGES_MAX }, (_, i) => `/p${i}`);
    const next = withVisitedPage(pages, "/last");
    expect(next).toHaveLength(VISITED_PAGES_MAX);
    expect(next[0]).toBe("/p1");
    expect(next.at(-1)).toBe("/last");
    expect(withVisitedPage(["/a", "/b", "/c"], "/d", 2)).toEqual(["/c", "/d"]);
  });
});

describe("recordVisit", () => {
  it("records each page with its query under the site's own key", () => {
    const storage = new MemoryStorage();
    recordVisit("alpha", "/", "", storage);
    recordVisit("alpha", "/search/used-cars", "?page=2", storage);
    recordVisit("alpha", "/search/used-cars", "?page=2", storage); // reload
    recordVisit("bravo", "/contact", "", storage);
    expect(visitedPages("alpha", storage)).toEqual(["/", "/search/used-cars?page=2"]);
    expect(visitedPages("bravo", storage)).toEqual(["/contact"]);
    expect(JSON.parse(storage.getItem("alpha:visited_pages") ?? "null")).toEqual([
      "/",
      "/search/used-cars?page=2",
    ]);
  });

  it("stays bounded over a long visit", () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 50; i++) recordVisit("alpha", `/cars/car-${i}`, "", storage);
    const pages = visitedPages("alpha", storage);
    expect(pages).toHaveLength(VISITED_PAGES_MAX);
    expect(pages.at(-1)).toBe("/cars/car-49");
    expect(pages[0]).toBe(`/cars/car-${50 - VISITED_PAGES_MAX}`);
  });

  it("keeps the first campaign parameters of the visit, per site", () => {
    const storage = new MemoryStorage();
    recordVisit("alpha", "/", "?utm_source=google&gclid=abc&colour=red", storage);
    recordVisit("alpha", "/finance", "?utm_source=facebook", storage);
    expect(JSON.parse(storage.getItem("alpha:linked_query_params") ?? "null")).toEqual({
      utm_source: "google",
      gclid: "abc",
    });
    expect(storage.getItem("bravo:linked_query_params")).toBeNull();
  });

  it("starts again over a damaged trail and fails quietly without storage", () => {
    const storage = new MemoryStorage();
    storage.setItem("alpha:visited_pages", "{not json");
    recordVisit("alpha", "/", "", storage);
    expect(visitedPages("alpha", storage)).toEqual(["/"]);
    expect(() => recordVisit("alpha", "/", "", undefined)).not.toThrow();
  });
});

describe("rememberViewedCar", () => {
  const car = {
    id: 7,
    stocknum: "SCT7",
    make: "Toyota",
    model: "HiLux",
    body: "UTE",
    simple_body: "Ute",
  };

  it("keeps the last car viewed under the site's own key, replacing the one before", () => {
    const storage = new MemoryStorage();
    rememberViewedCar("alpha", { ...car, id: 6, stocknum: "SCT6" }, storage);
    rememberViewedCar("alpha", car, storage);
    expect(JSON.parse(storage.getItem("alpha:viewed_car") ?? "null")).toEqual(car);
    expect(storage.getItem("bravo:viewed_car")).toBeNull();
  });

  it("fails quietly without storage or with full storage", () => {
    expect(() => rememberViewedCar("alpha", car, undefined)).not.toThrow();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => rememberViewedCar("alpha", car, full)).not.toThrow();
  });
});

describe("rememberShopper", () => {
  it("puts the account's details over what this browser remembered, keeping the rest", () => {
    const storage = new MemoryStorage();
    storage.setItem("alpha:user", JSON.stringify({ name: "Kimberly", postcode: "2150" }));
    rememberShopper("alpha", { name: "Kim", phone: "0412345678" }, storage);
    expect(JSON.parse(storage.getItem("alpha:user") ?? "null")).toEqual({
      name: "Kim",
      postcode: "2150",
      phone: "0412345678",
    });
    expect(storage.getItem("bravo:user")).toBeNull();
  });
});
