import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

const HOST = "redgum.localhost:3000";

describe("returnPath", () => {
  it.each([
    ["/trade-in", "/trade-in"],
    ["/cars/trade-in?car_id=7", "/cars/trade-in?car_id=7"],
    ["/my-garage#saved", "/my-garage#saved"],
    ["/search/used-cars?make=toyota&page=2", "/search/used-cars?make=toyota&page=2"],
    ["/", "/"],
  ])("keeps the site's own path %s", (target, expected) => {
    expect(returnPath(target, HOST)).toBe(expected);
  });

  it("keeps an absolute address of this same host, as its path", () => {
    expect(returnPath(`http://${HOST}/finance?car_id=3`, HOST)).toBe("/finance?car_id=3");
    expect(returnPath(`https://${HOST.toUpperCase()}/trade-in`, HOST)).toBe("/trade-in");
  });

  it.each([
    ["https://evil.example/trade-in", "another host"],
    ["http://other-dealer.localhost:3000/trade-in", "another site's host"],
    ["//evil.example/x", "a protocol-relative address"],
    ["/\\evil.example", "a backslash turned into a second slash"],
    ["\\\\evil.example", "backslashes"],
    ["javascript:alert(1)", "a script address"],
    ["data:text/html,hi", "a data address"],
    ["trade-in", "a relative path"],
    ["/trade-in\n/evil", "a newline"],
    ["/tab\tpath", "a tab"],
    [" /trade-in", "a leading space"],
    ["/sign-in?type=checkout&redirect=/x", "the sign-in page itself"],
    ["/sign-in", "the sign-in page itself"],
    [`/${"a".repeat(2100)}`, "an address longer than 2,000 characters"],
  ])("sends %s (%s) home", (target) => {
    expect(returnPath(target, HOST)).toBe("/");
  });

  it("sends a missing target home, and an absolute one home when the host is unknown", () => {
    expect(returnPath(null, HOST)).toBe("/");
    expect(returnPath(undefined, HOST)).toBe("/");
    expect(returnPath("", HOST)).toBe("/");
    expect(returnPath(`http://${HOST}/trade-in`, null)).toBe("/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(returnPath("/cars/../trade-in", HOST)).toBe("/trade-in");
    expect(returnPath("/../../etc", HOST)).toBe("/etc");
  });
});
