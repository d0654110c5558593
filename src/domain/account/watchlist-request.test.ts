import { describe, expect, it } from "vitest";
import { readWatchlistRequest, WATCHLIST_MESSAGES, watchlistAccess } from "./watchlist-request";

describe("readWatchlistRequest", () => {
  it("reads the number as +61… and the car id from JSON or form text", () => {
    expect(readWatchlistRequest({ phone_number: "0412 345 678", car_id: 42 })).toEqual({
      ok: true,
      value: { phone: "+61412345678", carId: 42 },
    });
    expect(readWatchlistRequest({ phone_number: "+61412345678", car_id: "42" })).toEqual({
      ok: true,
      value: { phone: "+61412345678", carId: 42 },
    });
  });

  it("names each wrong field with a sentence", () => {
    expect(readWatchlistRequest({ phone_number: "0712345678", car_id: 0 })).toEqual({
      ok: false,
      fields: {
        phone_number: WATCHLIST_MESSAGES.phoneInvalid,
        car_id: WATCHLIST_MESSAGES.carInvalid,
      },
    });
    expect(readWatchlistRequest({})).toEqual({
      ok: false,
      fields: {
        phone_number: WATCHLIST_MESSAGES.phoneMissing,
        car_id: WATCHLIST_MESSAGES.carInvalid,
      },
    });
  });

  it("refuses ids that are not positive whole numbers, and a missing body", () => {
    for (const car_id of [-1, 1.5, "abc", "1e3", null, true, Number.MAX_SAFE_INTEGER + 1])
      expect(readWatchlistRequest({ phone_number: "0412345678", car_id }).ok).toBe(false);
    expect(readWatchlistRequest(undefined).ok).toBe(false);
    expect(readWatchlistRequest(null).ok).toBe(false);
  });
});

describe("watchlistAccess", () => {
  const shopper = { id: "s1", phone: "+61412345678" };
  it("lets only the signed-in shopper change their own number's watchlist", () => {
    expect(watchlistAccess(null, "+61412345678")).toBe("anonymous");
    expect(watchlistAccess(shopper, "+61400000000")).toBe("other-phone");
    expect(watchlistAccess(shopper, "+61412345678")).toBe("allowed");
  });
});
