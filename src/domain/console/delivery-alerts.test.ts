import { describe, expect, it } from "vitest";
import { type AlertFacts, alertsDue, unsent } from "./delivery-alerts";

const now = new Date("2026-03-10T09:00:00Z");
const quiet: AlertFacts = {
  now,
  check: null,
  targets: [],
  lastLeadAt: new Date("2026-03-10T08:00:00Z"),
  countFrom: new Date("2026-01-01T00:00:00Z"),
  noLeadAlertDays: 3,
};

describe("alertsDue", () => {
  it("says nothing when the check got through, targets work and leads arrive", () => {
    expect(
      alertsDue({
        ...quiet,
        check: { reference: "T-1", failures: [] },
        targets: [
          { key: "email:a@d.au", label: "a@d.au", lastHour: [{ ok: true, answer: "250" }] },
        ],
      }),
    ).toEqual([]);
  });

  it("alerts when the check's test lead failed at a target, naming the answer", () => {
    const [alert, ...rest] = alertsDue({
      ...quiet,
      check: { reference: "T-1", failures: [{ label: "webhook https://crm", answer: "HTTP 500" }] },
    });
    expect(rest).toEqual([]);
    expect(alert?.kind).toBe("check-failed");
    expect(alert?.subject).toBe("");
    expect(alert?.message).toContain("T-1");
    expect(alert?.message).toContain("webhook https://crm: HTTP 500");
  });

  it("alerts a target whose every attempt in the last hour failed, not one with a success", () => {
    const alerts = alertsDue({
      ...quiet,
      targets: [
        {
          key: "webhook:https://crm",
          label: "https://crm",
          lastHour: [
            { ok: false, answer: "HTTP 500" },
            { ok: false, answer: "HTTP 502" },
          ],
        },
        {
          key: "email:a@d.au",
          label: "a@d.au",
          lastHour: [
            { ok: false, answer: "ECONNREFUSED" },
            { ok: true, answer: "250" },
          ],
        },
        { key: "email:idle@d.au", label: "idle@d.au", lastHour: [] },
      ],
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: "target-down", subject: "webhook:https://crm" });
    expect(alerts[0]?.message).toContain("(2). The last answer: HTTP 502");
  });

  it("alerts after the configured days without a real lead, counting whole days", () => {
    // Last lead 7 Mar 10:00, now 10 Mar 09:00: 2 days 23 hours is 2 whole days.
    expect(
      alertsDue({ ...quiet, lastLeadAt: new Date("2026-03-07T10:00:00Z") }).map((a) => a.kind),
    ).toEqual([]);
    // Last lead 7 Mar 09:00: exactly 3 days.
    const [alert] = alertsDue({ ...quiet, lastLeadAt: new Date("2026-03-07T09:00:00Z") });
    expect(alert).toMatchObject({ kind: "no-leads", subject: "" });
    expect(alert?.message).toBe("No lead has arrived for 3 days (the last on 2026-03-07).");
  });

  it("counts from the first check when the site never had a lead, and 0 days turns it off", () => {
    expect(alertsDue({ ...quiet, lastLeadAt: null })[0]?.message).toBe(
      "No lead has arrived in the 68 days since the delivery checks began.",
    );
    expect(alertsDue({ ...quiet, lastLeadAt: null, noLeadAlertDays: 0 })).toEqual([]);
  });
});

describe("unsent", () => {
  it("drops the alerts of a kind and subject already sent today", () => {
    const alerts = [
      { kind: "target-down" as const, subject: "a", message: "" },
      { kind: "target-down" as const, subject: "b", message: "" },
      { kind: "no-leads" as const, subject: "", message: "" },
    ];
    expect(
      unsent(alerts, [
        { kind: "target-down", subject: "a" },
        { kind: "no-leads", subject: "x" },
      ]).map((a) => a.subject),
    ).toEqual(["b", ""]);
  });
});
