import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import { footerNav, linkTarget, type NavContext } from "./nav";

const context: NavContext = { models: [], offersCount: 0, bodies: [], carTypes: ["used"] };
const site = (extra: Record<string, unknown> = {}) =>
  parseSiteConfig({ slug: "alpha", name: "Alpha", dealerships: ["alpha"], ...extra }, "alpha.json");
const group = (config: ReturnType<typeof site>, title: string) =>
  footerNav(config, context)
    .find((g) => g.title === title)
    ?.links.map((l) => l.href) ?? [];

describe("linkTarget", () => {
  it("opens an external link in a new tab, and a site link in place", () => {
    expect(linkTarget({ label: "Subaru", href: "https://subaru.example", external: true })).toEqual(
      { target: "_blank", rel: "noopener noreferrer" },
    );
    expect(linkTarget({ label: "Service", href: "/service", external: false })).toEqual({});
    expect(linkTarget({ label: "Service", href: "/service" })).toEqual({});
  });
});

describe("footerNav", () => {
  it("keeps a configured link's external flag", () => {
    const config = site({
      navigation: {
        footer: [
          {
            kind: "links",
            title: "Brands",
            links: [{ label: "Subaru", href: "https://subaru.example", external: true }],
          },
        ],
      },
    });
    expect(footerNav(config, context)[0]?.links[0]?.external).toBe(true);
  });

  it("links the test-drive page at the site's own address", () => {
    expect(group(site(), "Buyer Tools")).toContain("/book-test-drive");
    const own = site({ forms: { testDrive: { path: "/test-drive" } } });
    expect(group(own, "Buyer Tools")).toContain("/test-drive");
    expect(group(own, "Buyer Tools")).not.toContain("/book-test-drive");
  });

  it("lists the dealer locator unless a group switches it off", () => {
    const groupSite = { template: "dealer-group" };
    expect(group(site(groupSite), "Alpha")).toContain("/dealer-locator");
    expect(group(site({ ...groupSite, group: { dealerLocator: false } }), "Alpha")).not.toContain(
      "/dealer-locator",
    );
  });
});
