import { describe, expect, it } from "vitest";
import { stepAction, submitOutcome } from "./multi-step";

describe("stepAction", () => {
  it("advances until the last step, then submits", () => {
    expect([0, 1, 2].map((s) => stepAction(s, 3).type)).toEqual(["advance", "advance", "submit"]);
    expect(stepAction(0, 1).type).toBe("submit");
  });
});

describe("submitOutcome", () => {
  it("succeeds only with a lead_id", () => {
    expect(submitOutcome({ lead_id: "abc" })).toEqual({ ok: true, leadId: "abc" });
  });

  it("shows the returned error, else 'An unexpected error occured.'", () => {
    expect(submitOutcome({ error: "Too many enquiries" })).toEqual({
      ok: false,
      message: "Too many enquiries",
    });
    expect(submitOutcome({})).toEqual({ ok: false, message: "An unexpected error occured." });
    expect(submitOutcome(null)).toEqual({ ok: false, message: "An unexpected error occured." });
    expect(submitOutcome({ lead_id: "", error: 42 })).toEqual({
      ok: false,
      message: "An unexpected error occured.",
    });
  });
});
