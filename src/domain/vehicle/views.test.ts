import { describe, expect, it } from "vitest";
import { viewQuerySchema } from "./view-query";
import { staleCarFields, viewsText } from "./views";

const car = {
  photos_count: 12,
  updated_at: new Date("2025-06-15T00:00:00Z"),
  status: "in_stock" as const,
  price: 30_000,
};

describe("viewQuerySchema", () => {
  it("reads the query the page sends", () => {
    expect(
      viewQuerySchema.parse({
        photos_count: "12",
        updated_at: String(car.updated_at.getTime()),
        website_id: "redgum",
      }),
    ).toEqual({ photos_count: 12, updated_at: car.updated_at.getTime(), website_id: "redgum" });
    expect(viewQuerySchema.parse({ updated_at: "2025-06-15T00:00:00Z" }).updated_at).toBe(
      car.updated_at.getTime(),
    );
    expect(viewQuerySchema.parse({ updated_at: "garbage" }).updated_at).toBeUndefined();
    expect(viewQuerySchema.parse({})).toEqual({
      photos_count: undefined,
      updated_at: undefined,
      website_id: undefined,
    });
    expect(viewQuerySchema.safeParse({ photos_count: "-1" }).success).toBe(false);
  });
});

describe("staleCarFields", () => {
  it("is null when the page's copy is current", () => {
    expect(
      staleCarFields({ photos_count: 12, updated_at: car.updated_at.getTime() }, car),
    ).toBeNull();
    expect(staleCarFields({}, car)).toBeNull();
  });

  it("gives the current fields when photos or the update time changed", () => {
    const expected = {
      photos_count: 12,
      status: "in_stock",
      price: 30_000,
      updated_at: "2025-06-15T00:00:00.000Z",
    };
    expect(staleCarFields({ photos_count: 10 }, car)).toEqual(expected);
    expect(staleCarFields({ updated_at: car.updated_at.getTime() - 1 }, car)).toEqual(expected);
  });
});

describe("viewsText", () => {
  it("counts views", () => {
    expect(viewsText(1)).toBe("Viewed 1 time");
    expect(viewsText(0)).toBe("Viewed 0 times");
    expect(viewsText(1234)).toBe("Viewed 1,234 times");
  });
});
