import { describe, expect, it } from "vitest";
import { feedRowSchema } from "./feed-row.schema";
import { slugBase, toStockCar } from "./to-stock-car";

describe("slugBase", () => {
  it("joins year, make, model and badge in lower-case words", () => {
    expect(slugBase([2023, "Toyota", "HiLux", "SR5"])).toBe("2023-toyota-hilux-sr5");
    expect(slugBase([2020, "Mercedes-Benz", "GLC 300", "4MATIC+"])).toBe(
      "2020-mercedes-benz-glc-300-4matic",
    );
    expect(slugBase([2019, "Citroën", "C4 Cactus", null])).toBe("2019-citroen-c4-cactus");
  });

  it("never returns an empty or over-long slug", () => {
    expect(slugBase(["", null, "!!!"])).toBe("car");
    expect(slugBase([2024, "x".repeat(200)]).length).toBeLessThanOrEqual(80);
  });
});

describe("toStockCar", () => {
  it("derives name, photo count, primary image and NVIC flag from the row", () => {
    const car = feedRowSchema({ now: new Date("2025-01-01") }).parse({
      stocknum: "A1",
      dealership: "redgum",
      year: "2023",
      make: "Toyota",
      model: "HiLux",
      badge: "SR5",
      price: "1",
      car_type: "used",
      status: "in_stock",
      images: "/a.jpg|/b.jpg",
      nvic: "ABC123",
      rego_expiry: "2026-01-31",
    });
    const input = toStockCar({
      row: 1,
      dealershipId: 5,
      locationId: null,
      stocknum: "A1",
      status: "in_stock",
      hash: "h",
      car,
    });
    expect(input).toMatchObject({
      name: "2023 Toyota HiLux SR5",
      slug_base: "2023-toyota-hilux-sr5",
      dealership_id: 5,
      photos_count: 2,
      primary_image_url: "/a.jpg",
      has_nvic: true,
      rego_expiry: new Date("2026-01-31T00:00:00Z"),
      feed_hash: "h",
    });
    expect(input).not.toHaveProperty("dealership");
    expect(input).not.toHaveProperty("location");
  });
});
