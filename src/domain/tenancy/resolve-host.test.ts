import { describe, expect, it } from "vitest";
import { type HostRequest, normaliseHost, resolveSiteForHost } from "./resolve-host";

const sites = [
  { slug: "acme-motors", domains: ["www.acmemotors.com.au", "acmemotors.com.au"] },
  { slug: "bravo-cars", domains: [] },
];

const request = (host: string | null, extra: Partial<HostRequest> = {}): HostRequest => ({
  host,
  forwardedHost: null,
  trustProxy: false,
  defaultSite: undefined,
  ...extra,
});

describe("normaliseHost", () => {
  it.each([
    ["Acme.LocalHost:3000", "acme.localhost"],
    ["www.acmemotors.com.au", "www.acmemotors.com.au"],
    ["www.acmemotors.com.au.", "www.acmemotors.com.au"],
    ["127.0.0.1:8080", "127.0.0.1"],
    ["[::1]:3000", "[::1]"],
  ])("%s -> %s", (raw, host) => expect(normaliseHost(raw)).toBe(host));
});

describe("resolveSiteForHost", () => {
  it("finds a site by a domain in its config, with or without a port", () => {
    expect(resolveSiteForHost(request("www.acmemotors.com.au"), sites)).toEqual({
      ok: true,
      slug: "acme-motors",
    });
    expect(resolveSiteForHost(request("ACMEMOTORS.com.au:443"), sites)).toEqual({
      ok: true,
      slug: "acme-motors",
    });
  });

  it("finds a site by {slug}.localhost on any port", () => {
    expect(resolveSiteForHost(request("bravo-cars.localhost:3000"), sites)).toEqual({
      ok: true,
      slug: "bravo-cars",
    });
    expect(resolveSiteForHost(request("bravo-cars.localhost:51234"), sites)).toEqual({
      ok: true,
      slug: "bravo-cars",
    });
  });

  it("answers unknown for a .localhost slug that is no site", () => {
    expect(resolveSiteForHost(request("nobody.localhost:3000"), sites)).toEqual({
      ok: false,
      error: "unknown-host",
    });
  });

  it("sends a bare localhost or 127.0.0.1 to DEFAULT_SITE", () => {
    const extra = { defaultSite: "bravo-cars" };
    expect(resolveSiteForHost(request("localhost:3000", extra), sites)).toEqual({
      ok: true,
      slug: "bravo-cars",
    });
    expect(resolveSiteForHost(request("127.0.0.1", extra), sites)).toEqual({
      ok: true,
      slug: "bravo-cars",
    });
  });

  it("falls back to the first site by slug when DEFAULT_SITE is unset, and to nothing when it names no site", () => {
    expect(resolveSiteForHost(request("localhost"), sites)).toEqual({
      ok: true,
      slug: "acme-motors",
    });
    expect(resolveSiteForHost(request("localhost", { defaultSite: "gone" }), sites)).toEqual({
      ok: false,
      error: "unknown-host",
    });
  });

  it("never serves another dealer's site for an unknown host", () => {
    expect(resolveSiteForHost(request("evil.example.com"), sites)).toEqual({
      ok: false,
      error: "unknown-host",
    });
    expect(resolveSiteForHost(request("acmemotors.com.au.evil.com"), sites)).toEqual({
      ok: false,
      error: "unknown-host",
    });
    expect(resolveSiteForHost(request(""), sites)).toEqual({ ok: false, error: "no-host" });
    expect(resolveSiteForHost(request(null), sites)).toEqual({ ok: false, error: "no-host" });
  });

  it("honours X-Forwarded-Host only when the proxy is trusted", () => {
    const forwarded = { forwardedHost: "www.acmemotors.com.au, internal.lb" };
    expect(resolveSiteForHost(request("bravo-cars.localhost", forwarded), sites)).toEqual({
      ok: true,
      slug: "bravo-cars",
    });
    expect(
      resolveSiteForHost(
        request("bravo-cars.localhost", { ...forwarded, trustProxy: true }),
        sites,
      ),
    ).toEqual({
      ok: true,
      slug: "acme-motors",
    });
  });
});
