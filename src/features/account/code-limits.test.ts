import { describe, expect, it } from "vitest";
import { checkRateLimits, createMemoryStore } from "@/lib/rate-limit";
import { codeRequestRules } from "./code-limits";

const LIMITS = { perNumberHour: 5, perIpHour: 20 };
const request = (o: Partial<{ phone: string; siteSlug: string; ip: string }> = {}) => ({
  phone: "+61412345678",
  siteSlug: "alpha",
  ip: "203.0.113.9",
  ...o,
});

describe("codeRequestRules", () => {
  it("keys the number by its hash, never as written", () => {
    const keys = codeRequestRules(request(), LIMITS).map((r) => r.key);
    expect(keys.join(" ")).not.toMatch(/412345678/);
    expect(keys[0]).toMatch(/^sign-in:number:[0-9a-f]{64}$/);
  });

  it("counts a number across sites, and an address per site", () => {
    const [numberA, ipA] = codeRequestRules(request(), LIMITS);
    const [numberB, ipB] = codeRequestRules(request({ siteSlug: "bravo" }), LIMITS);
    expect(numberA!.key).toBe(numberB!.key);
    expect(ipA!.key).not.toBe(ipB!.key);
  });

  it("sends 5 codes an hour to a number, then refuses for the rest of the hour", async () => {
    const store = createMemoryStore(() => Date.parse("2026-03-01T10:15:00Z"));
    const verdicts = [];
    for (let i = 0; i < 6; i++)
      verdicts.push(
        await checkRateLimits(store, codeRequestRules(request({ ip: `10.0.0.${i}` }), LIMITS)),
      );
    expect(verdicts.slice(0, 5).every((v) => v.ok)).toBe(true);
    expect(verdicts[5]).toEqual({ ok: false, retryAfterSeconds: 45 * 60 });
  });

  it("lets one address ask for 20 codes an hour on one site", async () => {
    const store = createMemoryStore(() => Date.parse("2026-03-01T10:00:00Z"));
    const verdicts = [];
    for (let i = 0; i < 21; i++)
      verdicts.push(
        await checkRateLimits(
          store,
          codeRequestRules(request({ phone: `+614000000${String(i).padStart(2, "0")}` }), LIMITS),
        ),
      );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(20);
    expect(verdicts[20]!.ok).toBe(false);
  });
});
