import { describe, expect, it } from "vitest";
import { readFollowUpForm } from "./follow-up";

describe("follow-up form", () => {
  it("takes a known state and a trimmed note", () => {
    expect(readFollowUpForm({ state: "contacted", note: "  Called, call back Friday " })).toEqual({
      state: "contacted",
      note: "Called, call back Friday",
    });
    expect(readFollowUpForm({ state: "sold" })).toEqual({ state: "sold", note: "" });
    expect(readFollowUpForm({ state: "lost", note: "x".repeat(3000) })?.note).toHaveLength(2000);
  });

  it("refuses an unknown or missing state", () => {
    expect(readFollowUpForm({})).toBeNull();
    expect(readFollowUpForm({ state: "maybe" })).toBeNull();
    expect(readFollowUpForm({ state: ["new"] })).toBeNull();
  });
});
