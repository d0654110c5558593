import { describe, expect, it } from "vitest";
import { type HostRequest, parseHost, resolveSiteForHost } from "./resolve-host";

const sites = [
  { slug: "acme-motors", domains: ["www.acmemotors.com.au", "acmemotors.com.au"] },
  { slug: "bravo-cars", domains: [] },
];

const request = (host: string | null, extra: Partial<HostRequest> = {}): HostRequest => ({
  host,
  forwardedHost: null,
  trustProxy: false,
  defaultSite: undefined,
  ports: [3000, 51234, 80, 443],
  ...extra,
});

describe("parseHost", () => {
  it.each([
    ["Acme.LocalHost:3000", "acme.localhost", 3000],
    ["www.acmemotors.com.au", "www.acmemotors.com.au", null],
    ["www.acmemotors.com.au.", "www.acmemotors.com.au", null],
    ["127.0.0.1:8080", "127.0.0.1", 8080],
    ["[::1]:3000", "[::1]", 3000],
  ])("%s -> %s port %s", (raw, name, port) => expect(parseHost(raw)).toEqual({ name, port }));

  it.each([
    "acme.localhost:3000@evil.example",
    "acme.localhost:3000/evil",
    "acme.localhost:",
    "acme.localhost:99999",
    "acme.localhost:0",
    "acme localhost",
    "user@acme.localhost",
    "-acme.localhost",
    "acme..localhost",
    "",
  ])("refuses %j", (raw) => expect(parseHost(raw)).toBeNull());
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

  it("finds a site by {slug}.localhost on a port the deployment listens on", () => {
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

  it("matches the whole host: a port it is not reached on, or text after the port, is unknown", () => {
    for (const host of [
      "bravo-cars.localhost:4000",
      "bravo-cars.localhost:3000@evil.example",
      "www.acmemotors.com.au:8443",
      "www.acmemotors.com.au:443.evil.example",
      "localhost:3000@evil.example",
    ]) {
      expect(resolveSiteForHost(request(host), sites)).toEqual({
        ok: false,
        error: "unknown-host",
      });
    }
    expect(
      resolveSiteForHost(
        request("bravo-cars.localhost", {
          trustProxy: true,
          forwardedHost: "www.acmemotors.com.au:443@evil.example",
        }),
        sites,
      ),
    ).toEqual({ ok: false, error: "unknown-host" });
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
