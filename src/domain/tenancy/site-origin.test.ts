import { describe, expect, it } from "vitest";
import { isDevelopmentHost, siteOriginFor } from "./site-origin";

const site = { slug: "acme", domains: [] as string[] };
const plain = { host: "acme.localhost:3000", https: false };

describe("siteOriginFor", () => {
  it("prefers the configured canonical origin, without a trailing slash", () => {
    expect(
      siteOriginFor(
        { ...site, canonicalOrigin: "https://www.acme.com.au/", domains: ["acme.example"] },
        plain,
      ),
    ).toBe("https://www.acme.com.au");
  });

  it("uses https on the first domain when no canonical origin is set", () => {
    expect(siteOriginFor({ ...site, domains: ["acme.example", "www.acme.example"] }, plain)).toBe(
      "https://acme.example",
    );
  });

  it("uses the site's own development host with its port", () => {
    expect(siteOriginFor(site, plain)).toBe("http://acme.localhost:3000");
    expect(siteOriginFor(site, { host: "localhost:3000", https: false })).toBe(
      "http://localhost:3000",
    );
    expect(siteOriginFor(site, { host: "ACME.localhost", https: true })).toBe(
      "https://acme.localhost",
    );
  });

  it("never writes a crafted host into an address", () => {
    for (const host of [
      "acme.localhost:3000@evil.example",
      "evil.example",
      "other.localhost:3000",
      "acme.localhost:3000/evil",
      "acme.localhost:30a0",
      null,
    ]) {
      expect(siteOriginFor(site, { host, https: false })).toBe("http://acme.localhost");
    }
  });
});

describe("isDevelopmentHost", () => {
  it("accepts the slug's localhost and loopback, with or without a port", () => {
    expect(isDevelopmentHost("acme", "acme.localhost")).toBe(true);
    expect(isDevelopmentHost("acme", "acme.localhost:8080")).toBe(true);
    expect(isDevelopmentHost("acme", "127.0.0.1:3000")).toBe(true);
    expect(isDevelopmentHost("acme", "[::1]:3000")).toBe(true);
  });

  it("refuses other names and anything after the port", () => {
    expect(isDevelopmentHost("acme", "acme.localhost.evil.example")).toBe(false);
    expect(isDevelopmentHost("acme", "acme.localhost:3000@evil.example")).toBe(false);
    expect(isDevelopmentHost("acme", "xacme.localhost")).toBe(false);
  });
});
