import { describe, expect, it } from "vitest";
import {
  bodyKind,
  checkBodyLength,
  checkFormBody,
  checkFormOrigin,
  checkHost,
  checkRequestLine,
  MAX_PAGE_POST_BYTES,
  routedPath,
} from "./front-door";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("checkRequestLine", () => {
  it.each([
    "/",
    "/cars/2021-toyota-hilux",
    "/search/used-cars?make=Toyota&q=hi%20lux",
    "/search/used-cars?q=caf%C3%A9",
    "/search/used-cars?q=50%off",
    "/cars/%E2%9C%93",
  ])("lets %s through", (url) => expect(checkRequestLine("GET", url)).toBeNull());

  it.each([
    "/cars/%ff",
    "/media/%ff",
    "/search/%zz",
    "/api/cars/%c0%af/view.json",
    "/cars/%ed%a0%80",
    "/cars/%",
  ])("refuses the undecodable path %s with a 400", (url) =>
    expect(checkRequestLine("GET", url)?.status).toBe(400),
  );

  it.each([
    "/book-test-drive?car_id=%00",
    "/trade-in?car_id=abc%00",
    "/cars/x%00y",
    "/search?q=%1b",
    "/search?q=%7F",
  ])("refuses a control character in %s", (url) =>
    expect(checkRequestLine("GET", url)?.status).toBe(400),
  );

  it("refuses an address that is not a path, and unknown methods", () => {
    expect(checkRequestLine("GET", "http://evil.example/")?.status).toBe(400);
    expect(checkRequestLine("GET", "*")?.status).toBe(400);
    expect(checkRequestLine("TRACE", "/")?.status).toBe(405);
  });
});

describe("checkHost", () => {
  it("accepts names and bracketed addresses with a port", () => {
    for (const host of ["parkside-nissan.localhost:3000", "www.dealer.com.au", "[::1]:3000"])
      expect(checkHost(host)).toBeNull();
  });

  it("answers 404 for anything after the port, and 400 for no host", () => {
    expect(checkHost("parkside-nissan.localhost:3000@evil.example")?.status).toBe(404);
    expect(checkHost("a.localhost:3000/x")?.status).toBe(404);
    expect(checkHost("a.localhost:70000")?.status).toBe(404);
    expect(checkHost(`${"a".repeat(300)}.localhost`)?.status).toBe(404);
    expect(checkHost(undefined)?.status).toBe(400);
  });
});

describe("bodyKind and checkBodyLength", () => {
  it("tells page form posts from API bodies", () => {
    expect(bodyKind("GET", "/contact")).toBe("none");
    expect(bodyKind("POST", "/contact")).toBe("page-form");
    expect(bodyKind("POST", "/api/leads")).toBe("api");
  });

  it("judges the path the framework routes, escapes and dot segments resolved", () => {
    expect(routedPath("/api/x/%2e%2e%2f%2e%2e%2fetc%2fpasswd/slots")).toBe("/etc/passwd/slots");
    expect(bodyKind("POST", "/api/test-drive/%2e%2e%2f%2e%2e%2fcars/slots")).toBe("page-form");
    expect(bodyKind("POST", "/api/./leads")).toBe("api");
    expect(bodyKind("POST", "/cars/../api/leads")).toBe("api");
    expect(routedPath("/../../x")).toBe("/x");
  });

  it("needs a length for a page form post, within its limit", () => {
    expect(checkBodyLength("page-form", undefined)?.status).toBe(411);
    expect(checkBodyLength("page-form", "12")).toBeNull();
    expect(checkBodyLength("page-form", String(MAX_PAGE_POST_BYTES + 1))?.status).toBe(413);
    expect(checkBodyLength("page-form", "12abc")?.status).toBe(400);
    expect(checkBodyLength("page-form", "-1")?.status).toBe(400);
    expect(checkBodyLength("api", undefined)).toBeNull();
    expect(checkBodyLength("api", "999999999999")?.status).toBe(413);
    expect(checkBodyLength("none", undefined)).toBeNull();
    expect(checkBodyLength("none", "99999999999")?.status).toBe(413);
    expect(checkBodyLength("none", "garbage")?.status).toBe(400);
  });
});

describe("checkFormOrigin", () => {
  const host = "parkside-nissan.localhost:3000";
  it("accepts the site's own pages and posts that name no origin", () => {
    expect(checkFormOrigin({ host, origin: `http://${host}`, referer: undefined })).toBeNull();
    expect(
      checkFormOrigin({ host, origin: undefined, referer: `http://${host}/contact` }),
    ).toBeNull();
    expect(checkFormOrigin({ host, origin: undefined, referer: undefined })).toBeNull();
  });

  it("refuses another origin, an opaque one and a malformed one with a 403", () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "http://parkside-nissan.localhost:4000",
      "::",
    ])
      expect(checkFormOrigin({ host, origin, referer: undefined })?.status).toBe(403);
    expect(
      checkFormOrigin({ host, origin: undefined, referer: "http://evil.example/x" })?.status,
    ).toBe(403);
  });
});

describe("checkFormBody", () => {
  const multipart = (body: string) => ["multipart/form-data; boundary=XX", bytes(body)] as const;

  it("accepts a well-formed multipart form with the framework's fields", async () => {
    const body =
      '--XX\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n{"id":"ab"}\r\n' +
      '--XX\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nJane\r\n--XX--\r\n';
    expect(await checkFormBody(...multipart(body))).toBeNull();
  });

  it("refuses a multipart body that does not parse", async () => {
    const body = '--XX\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\nabc';
    expect((await checkFormBody(...multipart(body)))?.status).toBe(400);
  });

  it("refuses a made-up framework field", async () => {
    const body =
      '--XX\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--XX--\r\n';
    expect((await checkFormBody(...multipart(body)))?.status).toBe(400);
  });

  it("reads url-encoded forms and a script's JSON arguments", async () => {
    expect(await checkFormBody("application/x-www-form-urlencoded", bytes("a=b&c=%20"))).toBeNull();
    expect(
      await checkFormBody("text/plain;charset=UTF-8", bytes('[{"status":"idle"}]')),
    ).toBeNull();
    expect((await checkFormBody("text/plain", bytes("[[[[")))?.status).toBe(400);
    expect((await checkFormBody("text/plain", new Uint8Array([0xff, 0xfe])))?.status).toBe(400);
  });

  it("refuses other content types unless the body is empty", async () => {
    expect((await checkFormBody("application/json", bytes("{")))?.status).toBe(415);
    expect(await checkFormBody(undefined, new Uint8Array())).toBeNull();
  });
});
