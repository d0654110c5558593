import { describe, expect, it } from "vitest";
import { clientAddress, isSameOrigin, requestHost } from "./origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("isSameOrigin", () => {
  const host = { host: "parkside-nissan.localhost:3000" };

  it("accepts the site's own origin, or its referer when no origin is sent", () => {
    expect(
      isSameOrigin(headers({ ...host, origin: "http://parkside-nissan.localhost:3000" }), false),
    ).toBe(true);
    expect(
      isSameOrigin(
        headers({ ...host, referer: "http://parkside-nissan.localhost:3000/contact" }),
        false,
      ),
    ).toBe(true);
  });

  it("refuses another host, another port, a missing or opaque origin", () => {
    expect(isSameOrigin(headers({ ...host, origin: "http://evil.example" }), false)).toBe(false);
    expect(
      isSameOrigin(headers({ ...host, origin: "http://parkside-nissan.localhost:3001" }), false),
    ).toBe(false);
    expect(
      isSameOrigin(headers({ ...host, origin: "http://redgum-preowned.localhost:3000" }), false),
    ).toBe(false);
    expect(isSameOrigin(headers(host), false)).toBe(false);
    expect(isSameOrigin(headers({ ...host, origin: "null" }), false)).toBe(false);
    expect(isSameOrigin(headers({ ...host, origin: "not a url" }), false)).toBe(false);
  });

  it("reads the forwarded host only behind a trusted proxy", () => {
    const proxied = headers({
      host: "10.0.0.5:3000",
      "x-forwarded-host": "www.parkside.com.au",
      origin: "https://www.parkside.com.au",
    });
    expect(isSameOrigin(proxied, true)).toBe(true);
    expect(isSameOrigin(proxied, false)).toBe(false);
    expect(requestHost(proxied, false)).toBe("10.0.0.5:3000");
  });
});

describe("clientAddress", () => {
  it("takes the proxy's entry behind a trusted proxy, else the first", () => {
    const h = headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" });
    expect(clientAddress(h, true)).toBe("203.0.113.9");
    expect(clientAddress(h, false)).toBe("1.1.1.1");
    expect(clientAddress(headers({}), false)).toBe("unknown");
  });
});
