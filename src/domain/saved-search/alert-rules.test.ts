import { describe, expect, it } from "vitest";
import {
  ALERT_INTERVAL_MS,
  alertChannel,
  alertDue,
  alertMessage,
  newSinceAlert,
  SEEN_LIMIT,
  seenAfter,
} from "./alert-rules";

describe("newSinceAlert", () => {
  it("keeps the matching cars not seen, in the search's order, once each", () => {
    expect(newSinceAlert(["3", "1", "2", "3"], ["1"])).toEqual(["3", "2"]);
  });
  it("is empty when nothing matches or everything was seen", () => {
    expect(newSinceAlert([], ["1"])).toEqual([]);
    expect(newSinceAlert(["1", "2"], ["2", "1"])).toEqual([]);
  });
  it("treats every match as new for a search that has seen nothing", () => {
    expect(newSinceAlert(["7"], [])).toEqual(["7"]);
  });
});

describe("alertDue", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  it("is due for a search that never alerted", () => {
    expect(alertDue(null, now)).toBe(true);
  });
  it("is not due within a day of the last alert", () => {
    expect(alertDue(new Date(now.getTime() - ALERT_INTERVAL_MS + 1), now)).toBe(false);
    expect(alertDue(now, now)).toBe(false);
  });
  it("is due from a day after the last alert", () => {
    expect(alertDue(new Date(now.getTime() - ALERT_INTERVAL_MS), now)).toBe(true);
    expect(alertDue(new Date("2026-11-20T10:00:00Z"), now)).toBe(true);
  });
  it("is not due for a last alert in the future (a clock moved back)", () => {
    expect(alertDue(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});

describe("seenAfter", () => {
  it("puts the cars told of first and keeps each once", () => {
    expect(seenAfter(["5", "1"], ["1", "2"])).toEqual(["5", "1", "2"]);
  });
  it("forgets the oldest beyond the limit", () => {
    const seen = Array.from({ length: SEEN_LIMIT }, (_, i) => String(i));
    const after = seenAfter(["new"], seen);
    expect(after).toHaveLength(SEEN_LIMIT);
    expect(after[0]).toBe("new");
    expect(after).not.toContain(String(SEEN_LIMIT - 1));
  });
});

describe("alertChannel", () => {
  it("emails a shopper who gave an email address", () => {
    expect(alertChannel({ phone: "+61412345678", email: " jo@example.com " })).toEqual({
      kind: "email",
      to: "jo@example.com",
    });
  });
  it("texts a shopper without one, or with one that is no address", () => {
    expect(alertChannel({ phone: "+61412345678", email: null })).toEqual({
      kind: "sms",
      to: "+61412345678",
    });
    expect(alertChannel({ phone: "+61412345678", email: "jo at home" }).kind).toBe("sms");
    expect(alertChannel({ phone: "+61412345678", email: "" }).kind).toBe("sms");
  });
});

describe("alertMessage", () => {
  const car = (n: number) => ({
    title: `2020 Kia Car ${n}`,
    price: "$20,000",
    url: `https://x/c${n}`,
  });
  it("lists each new car with its price and address, and the unsubscribe link", () => {
    const message = alertMessage({
      siteName: "Redgum",
      label: "Used Kia",
      searchUrl: "https://x/search/kia",
      cars: [car(1)],
      unsubscribeUrl: "https://x/saved-searches/unsubscribe?token=t",
    });
    expect(message.subject).toBe('1 new car matches "Used Kia" at Redgum');
    expect(message.text).toContain("- 2020 Kia Car 1, $20,000: https://x/c1");
    expect(message.text).toContain(
      "Stop these alerts: https://x/saved-searches/unsubscribe?token=t",
    );
  });
  it("lists ten cars and counts the rest", () => {
    const cars = Array.from({ length: 13 }, (_, i) => car(i));
    const { text, subject } = alertMessage({
      siteName: "R",
      label: "L",
      searchUrl: "u",
      cars,
      unsubscribeUrl: "v",
    });
    expect(subject).toContain("13 new cars match");
    expect(text.match(/^- /gm)).toHaveLength(10);
    expect(text).toContain("and 3 more.");
  });
});
