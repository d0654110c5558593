import { describe, expect, it } from "vitest";
import {
  isPageEnabled,
  resolvePagesSlug,
  type SalePage,
  salePagePath,
  topLevelSalePage,
} from "./pages";

const eofy: SalePage = {
  slug: "eofy",
  title: "EOFY Sale",
  body: "Deals.",
  imageUrl: null,
  topLevel: true,
};

describe("isPageEnabled", () => {
  it("is true only for listed pages", () => {
    const pages = { enabled: ["/about-us", "/faqs"] };
    expect(isPageEnabled(pages, "/faqs")).toBe(true);
    expect(isPageEnabled(pages, "/fleet")).toBe(false);
    expect(isPageEnabled({ enabled: [] }, "/about-us")).toBe(false);
  });
});

describe("resolvePagesSlug", () => {
  const pages = { enabled: ["/pages/unsubscribe"], sale: [eofy] };
  it("finds a sale page", () =>
    expect(resolvePagesSlug(pages, "eofy")).toEqual({ kind: "sale", page: eofy }));
  it("serves an enabled built-in page", () =>
    expect(resolvePagesSlug(pages, "unsubscribe")).toEqual({
      kind: "built-in",
      slug: "unsubscribe",
    }));
  it("answers none for a built-in page the site has not enabled", () =>
    expect(resolvePagesSlug(pages, "capped-price-servicing")).toEqual({ kind: "none" }));
  it("answers none for an unknown slug", () =>
    expect(resolvePagesSlug(pages, "nope")).toEqual({ kind: "none" }));
});

describe("top-level sale pages", () => {
  const clearance: SalePage = { ...eofy, slug: "clearance", topLevel: false };
  const pages = { sale: [eofy, clearance] };
  it("serve /{slug} only for pages marked topLevel", () => {
    expect(topLevelSalePage(pages, "/eofy")).toBe(eofy);
    expect(topLevelSalePage(pages, "/clearance")).toBeNull();
    expect(topLevelSalePage(pages, "/pages/eofy")).toBeNull();
    expect(topLevelSalePage({ sale: [] }, "/eofy")).toBeNull();
  });
  it("have the top-level address as their canonical one", () => {
    expect(salePagePath(eofy)).toBe("/eofy");
    expect(salePagePath(clearance)).toBe("/pages/clearance");
  });
});
