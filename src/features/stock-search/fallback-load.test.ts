import { describe, expect, it } from "vitest";
import { isFallbackLoad, type NavigateEventLike } from "./fallback-load";

const URL_WANTED = "http://acme.localhost/search/used-cars?make=Toyota";
const event = (
  o: Partial<Omit<NavigateEventLike, "destination">> & {
    url?: string;
    sameDocument?: boolean;
  } = {},
) =>
  ({
    cancelable: true,
    userInitiated: false,
    navigationType: "push",
    ...o,
    destination: { url: o.url ?? URL_WANTED, sameDocument: o.sameDocument ?? false },
  }) as unknown as NavigateEventLike;

describe("isFallbackLoad", () => {
  it("is a script's full load of the address being fetched", () => {
    expect(isFallbackLoad(event(), URL_WANTED)).toBe(true);
    expect(isFallbackLoad(event({ navigationType: "replace" }), URL_WANTED)).toBe(true);
  });

  it("is not the router's own history entry, a click, Back, or another address", () => {
    expect(isFallbackLoad(event({ sameDocument: true }), URL_WANTED)).toBe(false);
    expect(isFallbackLoad(event({ userInitiated: true }), URL_WANTED)).toBe(false);
    expect(isFallbackLoad(event({ navigationType: "traverse" }), URL_WANTED)).toBe(false);
    expect(isFallbackLoad(event({ navigationType: "reload" }), URL_WANTED)).toBe(false);
    expect(isFallbackLoad(event({ url: "http://acme.localhost/cars/x" }), URL_WANTED)).toBe(false);
    expect(isFallbackLoad(event({ cancelable: false }), URL_WANTED)).toBe(false);
  });

  it("is nothing while no update is under way", () => {
    expect(isFallbackLoad(event(), null)).toBe(false);
  });
});
