import { describe, expect, it } from "vitest";
import { cameOverHttps, sanitiseRequestHeaders } from "./forwarded-headers";

const sent = () => ({
  host: "parkside-nissan.localhost:3000",
  "x-forwarded-for": "1.2.3.4",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  forwarded: "for=1.2.3.4",
  "x-real-ip": "1.2.3.4",
  "x-middleware-subrequest": "proxy",
  "x-invoke-path": "/x",
});

describe("sanitiseRequestHeaders", () => {
  it("without a trusted proxy, the socket's address replaces every forwarded header", () => {
    const headers: Record<string, string | undefined> = sent();
    sanitiseRequestHeaders(headers, "10.0.0.7", false);
    expect(headers).toEqual({
      host: "parkside-nissan.localhost:3000",
      "x-forwarded-for": "10.0.0.7",
    });
  });

  it("behind a trusted proxy, forwarded headers stay but internal ones still go", () => {
    const headers: Record<string, string | undefined> = sent();
    sanitiseRequestHeaders(headers, "10.0.0.7", true);
    expect(headers["x-forwarded-for"]).toBe("1.2.3.4");
    expect(headers["x-forwarded-host"]).toBe("evil.example");
    expect(headers["x-middleware-subrequest"]).toBeUndefined();
    expect(headers["x-invoke-path"]).toBeUndefined();
  });
});

describe("cameOverHttps", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(cameOverHttps({ "x-forwarded-proto": "https" }, false, false)).toBe(false);
    expect(cameOverHttps({ "x-forwarded-proto": "https, http" }, true, false)).toBe(true);
    expect(cameOverHttps({ "x-forwarded-proto": "http" }, true, false)).toBe(false);
    expect(cameOverHttps({}, false, true)).toBe(true);
  });
});
