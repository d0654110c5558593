import { describe, expect, it } from "vitest";
import { MemoryStorage } from "@/lib/memory-storage.test-support";
import {
  compareHref,
  compareKey,
  MAX_COMPARE,
  readCompare,
  removeCompare,
  toggleCompare,
} from "./compare-store";

describe("compare store", () => {
  it("keeps each site's list under its own slug-prefixed key, in the order picked", () => {
    const storage = new MemoryStorage();
    expect(toggleCompare(storage, "alpha", 7)).toBe("added");
    expect(toggleCompare(storage, "alpha", 3)).toBe("added");
    expect(toggleCompare(storage, "bravo", 9)).toBe("added");
    expect(compareKey("alpha")).toBe("alpha:compare");
    expect(readCompare(storage, "alpha")).toEqual([7, 3]);
    expect(readCompare(storage, "bravo")).toEqual([9]);
  });

  it("takes at most three cars, and room comes back when one is removed", () => {
    expect(MAX_COMPARE).toBe(3);
    const storage = new MemoryStorage();
    for (const id of [1, 2, 3]) toggleCompare(storage, "alpha", id);
    expect(toggleCompare(storage, "alpha", 4)).toBe("full");
    expect(readCompare(storage, "alpha")).toEqual([1, 2, 3]);
    expect(toggleCompare(storage, "alpha", 2)).toBe("removed");
    expect(toggleCompare(storage, "alpha", 4)).toBe("added");
    expect(readCompare(storage, "alpha")).toEqual([1, 3, 4]);
    removeCompare(storage, "alpha", 1);
    removeCompare(storage, "alpha", 99);
    expect(readCompare(storage, "alpha")).toEqual([3, 4]);
  });

  it("reads junk, repeats, bad ids or missing storage as what can be kept", () => {
    const storage = new MemoryStorage();
    storage.setItem("alpha:compare", "{not json");
    expect(readCompare(storage, "alpha")).toEqual([]);
    storage.setItem("alpha:compare", JSON.stringify(["5", 5, 5, -1, 0, 1.5, 6, 7, 8]));
    expect(readCompare(storage, "alpha")).toEqual([5, 6, 7]);
    storage.setItem("alpha:compare", JSON.stringify({ ids: [1] }));
    expect(readCompare(storage, "alpha")).toEqual([]);
    expect(readCompare(undefined, "alpha")).toEqual([]);
    expect(toggleCompare(undefined, "alpha", 1)).toBe("added");
  });

  it("writes the compare page's address", () => {
    expect(compareHref([12, 34])).toBe("/compare?ids=12,34");
    expect(compareHref([])).toBe("/compare");
  });
});
