import { describe, expect, it } from "vitest";
import { type SiteConfig, siteConfigSchema } from "./site-config.schema";
import { createSiteRegistry } from "./site-registry";

const site = (slug: string, domains: string[] = []): SiteConfig =>
  siteConfigSchema.parse({ slug, name: slug, dealerships: [slug], domains });

describe("createSiteRegistry", () => {
  const registry = createSiteRegistry([
    site("zeta", ["zeta.com.au"]),
    site("alpha", ["alpha.com.au", "www.alpha.com.au"]),
  ]);

  it("finds sites by slug", () => {
    expect(registry.bySlug("alpha")?.slug).toBe("alpha");
    expect(registry.bySlug("missing")).toBeUndefined();
    expect(registry.bySlug("")).toBeUndefined();
  });

  it("finds sites by host, ignoring case, port and a trailing dot", () => {
    expect(registry.byDomain("www.alpha.com.au")?.slug).toBe("alpha");
    expect(registry.byDomain("ZETA.com.au:443")?.slug).toBe("zeta");
    expect(registry.byDomain("alpha.com.au.")?.slug).toBe("alpha");
  });

  it("finds nothing for an unknown host or a lookalike of a known one", () => {
    expect(registry.byDomain("evil.com")).toBeUndefined();
    expect(registry.byDomain("alpha.com.au.evil.com")).toBeUndefined();
    expect(registry.byDomain("alpha.localhost")).toBeUndefined();
    expect(registry.byDomain("")).toBeUndefined();
  });

  it("lists every site sorted by slug", () => {
    expect(registry.all().map((s) => s.slug)).toEqual(["alpha", "zeta"]);
    expect(createSiteRegistry([]).all()).toEqual([]);
  });

  it("refuses two sites with one slug or one domain", () => {
    expect(() => createSiteRegistry([site("alpha"), site("alpha")])).toThrow(/slug 'alpha'/);
    expect(() =>
      createSiteRegistry([site("alpha", ["a.com.au"]), site("beta", ["a.com.au"])]),
    ).toThrow(/domain 'a.com.au'/);
  });
});
