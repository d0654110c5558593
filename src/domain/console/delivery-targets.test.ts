import { describe, expect, it } from "vitest";
import {
  checkOutcome,
  distinctTargets,
  targetHealth,
  targetKey,
  targetLabel,
} from "./delivery-targets";

const sales = { channel: "dealer-email" as const, to: ["Sales@Dealer.au"] };
const crm = { channel: "webhook" as const, url: "https://crm.example/leads" };
const now = new Date("2026-03-10T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("targets", () => {
  it("keys an email by its recipients in lower case and any order", () => {
    expect(targetKey({ channel: "dealer-email", to: ["b@x.au", "A@x.au"] })).toBe(
      "email a@x.au,b@x.au",
    );
    expect(targetKey(crm)).toBe("webhook https://crm.example/leads");
  });
  it("labels each target for a person", () => {
    expect(targetLabel(sales)).toBe("Email to Sales@Dealer.au");
    expect(targetLabel({ channel: "dealer-email", to: [] })).toBe(
      "Email to the site's contact address",
    );
    expect(targetLabel(crm)).toBe("Webhook https://crm.example/leads");
  });
  it("keeps one of each target", () => {
    expect(
      distinctTargets([sales, crm, { channel: "dealer-email", to: ["sales@dealer.au"] }]),
    ).toEqual([sales, crm]);
  });
});

describe("targetHealth", () => {
  it("counts the window's attempts, the rate, the last success and the last failure", () => {
    const [email, hook] = targetHealth(
      [sales, crm],
      [
        { target: sales, ok: true, answer: "250 OK", at: at("2026-03-09T10:00:00Z") },
        { target: sales, ok: false, answer: "ECONNREFUSED", at: at("2026-03-10T11:30:00Z") },
        { target: sales, ok: true, answer: "250 OK", at: at("2026-03-10T11:45:00Z") },
        { target: crm, ok: false, answer: "HTTP 500", at: at("2026-03-08T10:00:00Z") },
      ],
      now,
    );
    // 2 of 3 succeeded: 67 %.
    expect(email).toMatchObject({
      configured: true,
      attempts: 3,
      succeeded: 2,
      successRate: 67,
      lastSuccess: at("2026-03-10T11:45:00Z"),
      lastFailure: { at: at("2026-03-10T11:30:00Z"), answer: "ECONNREFUSED" },
    });
    // The last hour: from 11:00 on.
    expect(email?.lastHour.map((a) => a.ok)).toEqual([false, true]);
    expect(hook).toMatchObject({ attempts: 1, successRate: 0, lastSuccess: null, lastHour: [] });
  });

  it("lists a configured target with no attempts, and an old one tried in the window after it", () => {
    const old = { channel: "dealer-email" as const, to: ["old@dealer.au"] };
    const health = targetHealth(
      [sales],
      [{ target: old, ok: true, answer: "250", at: at("2026-03-10T09:00:00Z") }],
      now,
    );
    expect(health.map((h) => [h.label, h.configured, h.successRate])).toEqual([
      ["Email to Sales@Dealer.au", true, null],
      ["Email to old@dealer.au", false, 100],
    ]);
  });
});

describe("checkOutcome", () => {
  const row = (status: string, attempts: number, lastError: string | null) => ({
    target: sales,
    status,
    attempts,
    lastError,
  });
  it("is delivered when every row was sent", () => {
    expect(checkOutcome([row("sent", 1, null), { ...row("sent", 2, null), target: crm }])).toEqual({
      state: "delivered",
      failures: [],
    });
  });
  it("is failed as soon as a tried row's last try failed, naming the answer", () => {
    expect(
      checkOutcome([row("sent", 1, null), { ...row("pending", 1, "HTTP 500"), target: crm }]),
    ).toEqual({
      state: "failed",
      failures: [{ label: "Webhook https://crm.example/leads", answer: "HTTP 500" }],
    });
  });
  it("is pending while a row waits for its first try, or without rows", () => {
    expect(checkOutcome([row("sent", 1, null), row("pending", 0, null)]).state).toBe("pending");
    expect(checkOutcome([]).state).toBe("pending");
  });
});
