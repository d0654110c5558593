import { describe, expect, it } from "vitest";
import { linkRequestRules } from "./link-limits";

describe("sign-in link limits", () => {
  it("limits one email across sites and one address per site, per hour, never keying the email as written", () => {
    const rules = linkRequestRules(
      { email: "owner@example.com", siteSlug: "alpha", ip: "10.0.0.1" },
      { perEmailHour: 5, perIpHour: 20 },
    );
    expect(rules).toHaveLength(2);
    expect(rules[0]).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    expect(rules[0]!.key).toMatch(/^staff-link:email:[0-9a-f]{64}$/);
    expect(rules[0]!.key).not.toContain("owner");
    expect(rules[1]).toEqual({
      key: "staff-link:ip:alpha:10.0.0.1",
      limit: 20,
      windowMs: 3_600_000,
    });
    const other = linkRequestRules(
      { email: "owner@example.com", siteSlug: "bravo", ip: "10.0.0.1" },
      { perEmailHour: 5, perIpHour: 20 },
    );
    expect(other[0]!.key).toBe(rules[0]!.key);
    expect(other[1]!.key).not.toBe(rules[1]!.key);
  });
});
