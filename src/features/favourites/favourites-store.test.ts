import { describe, expect, it } from "vitest";
import { MemoryStorage } from "@/lib/memory-storage.test-support";
import {
  type FavouriteEntry,
  favouritesKey,
  readFavourites,
  toggleFavourite,
} from "./favourites-store";

const entry = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: "Toyota",
  model: "HiLux",
  primary_image_url: null,
});

describe("favourites store", () => {
  it("keeps each site's list under its own slug-prefixed key", () => {
    const storage = new MemoryStorage();
    expect(toggleFavourite(storage, "alpha", entry(1))).toBe(true);
    expect(toggleFavourite(storage, "bravo", entry(2))).toBe(true);
    expect(favouritesKey("alpha")).toBe("alpha:favourites");
    expect(readFavourites(storage, "alpha")).toEqual([entry(1)]);
    expect(readFavourites(storage, "bravo")).toEqual([entry(2)]);
  });

  it("toggles between saved and removed, newest first", () => {
    const storage = new MemoryStorage();
    toggleFavourite(storage, "alpha", entry(1));
    toggleFavourite(storage, "alpha", entry(2));
    expect(readFavourites(storage, "alpha").map((e) => e.id)).toEqual([2, 1]);
    expect(toggleFavourite(storage, "alpha", entry(1))).toBe(false);
    expect(readFavourites(storage, "alpha").map((e) => e.id)).toEqual([2]);
  });

  it("reads junk or missing storage as an empty list", () => {
    const storage = new MemoryStorage();
    storage.setItem("alpha:favourites", "{not json");
    expect(readFavourites(storage, "alpha")).toEqual([]);
    storage.setItem("alpha:favourites", JSON.stringify([{ id: "x" }, entry(3)]));
    expect(readFavourites(storage, "alpha")).toEqual([entry(3)]);
    expect(readFavourites(undefined, "alpha")).toEqual([]);
    expect(toggleFavourite(undefined, "alpha", entry(1))).toBe(true);
  });
});
