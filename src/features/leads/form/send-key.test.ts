import { describe, expect, it } from "vitest";
import { sendKey } from "./send-key";

describe("sendKey", () => {
  it("makes a key a form keeps for its retries, and another form its own", () => {
    const form = { current: null as string | null };
    const first = sendKey(form);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // The lead API takes 16 to 64 letters, digits, _ and -.
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sendKey(form)).toBe(first);
    expect(sendKey({ current: null })).not.toBe(first);
  });
});
