import { describe, expect, it } from "vitest";
import type { SalePage } from "@/domain/content/pages";
import { type ConfiguredPagesSite, configuredPage } from "./configured-pages";

const eofy: SalePage = {
  slug: "eofy",
  title: "EOFY Sale",
  body: "",
  imageUrl: null,
  topLevel: true,
};
const site: ConfiguredPagesSite = {
  pages: { sale: [eofy, { ...eofy, slug: "clearance", topLevel: false }] },
  forms: { testDrive: { path: "/test-drive/" } },
  navigation: {
    serviceBooking: {
      defaultPath: "/book-a-service",
      schedulingUrl: "https://scheduler.example.com/dealer/42",
      schedulingPath: "/subaru-service",
    },
  },
  gating: { garagePaths: ["/my-garage", "/mymotorama"] },
};

describe("configuredPage", () => {
  it("serves the site's own addresses", () => {
    expect(configuredPage(site, "/eofy")).toEqual({ kind: "sale", page: eofy });
    expect(configuredPage(site, "/test-drive")).toEqual({ kind: "test-drive" });
    expect(configuredPage(site, "/book-a-service")).toEqual({ kind: "service" });
    expect(configuredPage(site, "/subaru-service")).toEqual({
      kind: "scheduler",
      url: "https://scheduler.example.com/dealer/42",
    });
    expect(configuredPage(site, "/mymotorama")).toEqual({ kind: "garage" });
  });

  it("answers none for anything else", () => {
    expect(configuredPage(site, "/clearance")).toEqual({ kind: "none" });
    expect(configuredPage(site, "/myblinkr")).toEqual({ kind: "none" });
    expect(configuredPage(site, "/")).toEqual({ kind: "none" });
  });

  it("has no scheduler page without a scheduling address", () => {
    const none = {
      ...site,
      navigation: {
        serviceBooking: { ...site.navigation.serviceBooking, schedulingUrl: null },
      },
    };
    expect(configuredPage(none, "/subaru-service")).toEqual({ kind: "none" });
  });

  it("keeps a my-garage page gated even when another page claims its address", () => {
    const clash = { ...site, forms: { testDrive: { path: "/mymotorama" } } };
    expect(configuredPage(clash, "/mymotorama")).toEqual({ kind: "garage" });
  });
});
