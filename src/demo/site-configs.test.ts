import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteConfigs } from "@/config/load-site-configs";
import { contrastRatio } from "@/photos/colour";
import { demoSiteDealerships } from "./generate";

const root = path.resolve(__dirname, "../..");
const sites = loadSiteConfigs(path.join(root, "sites"));
const demo = demoSiteDealerships();

describe("demo site configs (sites/*.json)", () => {
  it("has one valid config per demo site, listing the generator's dealerships", () => {
    for (const [slug, dealerships] of Object.entries(demo)) {
      const site = sites.find((s) => s.slug === slug);
      expect(site, slug).toBeDefined();
      expect(site?.dealerships).toEqual(dealerships);
    }
  });

  it("uses the group template only for the group", () => {
    const templates = Object.fromEntries(sites.map((s) => [s.slug, s.template]));
    expect(templates["southern-cross"]).toBe("dealer-group");
    for (const slug of ["parkside-nissan", "redgum-preowned", "outback-caravans"])
      expect(templates[slug]).toBe("single-dealer");
  });

  it("meets WCAG AA contrast for text on primary and on the background", () => {
    for (const s of sites.filter((x) => x.slug in demo)) {
      const c = s.theme.colors;
      expect(
        contrastRatio(c.primaryContrast, c.primary),
        `${s.slug} primary`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.text, c.background), `${s.slug} text`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("points at logo files that exist, with alt text", () => {
    for (const s of sites.filter((x) => x.slug in demo)) {
      expect(s.theme.logo?.alt).toBeTruthy();
      expect(existsSync(path.join(root, "public", s.theme.logo?.url ?? "missing"))).toBe(true);
    }
  });
});
