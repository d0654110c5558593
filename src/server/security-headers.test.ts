import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  isStaticAsset,
  newNonce,
  securityHeaders,
} from "./security-headers";

describe("securityHeaders", () => {
  it("allows scripts only with the request's nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends HSTS only over https", () => {
    expect(
      securityHeaders({ nonce: "n", https: false })["strict-transport-security"],
    ).toBeUndefined();
    expect(securityHeaders({ nonce: "n", https: true })["strict-transport-security"]).toMatch(
      /max-age=\d{7,}/,
    );
    const headers = securityHeaders({ nonce: "n", https: false });
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  it("keeps build output and images to the headers that mean something on a file", () => {
    expect(isStaticAsset("/_next/static/chunks/a.js")).toBe(true);
    expect(isStaticAsset("/media/cars/1.webp")).toBe(true);
    expect(isStaticAsset("/cars/2021-kia")).toBe(false);
    expect(isStaticAsset("/_next/data/x.json")).toBe(false);
    const headers = securityHeaders({ nonce: "n", https: true, asset: true });
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBeDefined();
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
