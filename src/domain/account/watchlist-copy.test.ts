import { describe, expect, it } from "vitest";
import { favouritesOfferText, favouritesToOffer, watchlistToast } from "./watchlist-copy";

describe("watchlistToast", () => {
  it("names the car in each toast", () => {
    expect(watchlistToast("saved", "2021 Mazda CX-5")).toEqual({
      title: "Car Saved In Watchlist",
      text: "2021 Mazda CX-5 is now available in your watchlist",
    });
    expect(watchlistToast("removed", "2021 Mazda CX-5")).toEqual({
      title: "Car Removed",
      text: "2021 Mazda CX-5 is no longer in your watchlist",
    });
  });
});

describe("favouritesToOffer", () => {
  it("offers the favourites the watchlist lacks, once each, in order", () => {
    expect(favouritesToOffer([5, 3, 5, 9], [3])).toEqual([5, 9]);
    expect(favouritesToOffer([], [3])).toEqual([]);
    expect(favouritesToOffer([3], [3])).toEqual([]);
  });

  it("asks with the count", () => {
    expect(favouritesOfferText(1)).toBe("Add your saved car to your watchlist?");
    expect(favouritesOfferText(3)).toBe("Add your 3 saved cars to your watchlist?");
  });
});
