import { describe, expect, it } from "vitest";
import { COMMENTS_PENDING, collapseComments } from "./comments";

describe("collapseComments", () => {
  it("shows the pending message for empty comments", () => {
    for (const raw of [null, undefined, "", "   \n "]) {
      expect(collapseComments(raw)).toEqual({ kind: "pending", text: COMMENTS_PENDING });
    }
    expect(COMMENTS_PENDING).toBe("Dealer comments are pending. Please check back here later.");
  });

  it("shows comments of up to 400 characters whole", () => {
    const exact = "a".repeat(400);
    expect(collapseComments(exact)).toEqual({ kind: "full", text: exact });
  });

  it("cuts longer comments at a word within the 400 characters", () => {
    const words = `${"word ".repeat(100)}end`; // 503 characters
    const result = collapseComments(words);
    expect(result.kind).toBe("collapsible");
    if (result.kind !== "collapsible") return;
    // The 400th character ends "word " number 80: the cut drops the trailing space.
    expect(result.short).toBe(`${"word ".repeat(79)}word…`);
    expect(result.short.length).toBeLessThanOrEqual(401);
    expect(result.full).toBe(words);
  });

  it("cuts mid-word at 400 when there is no space near the end", () => {
    const result = collapseComments("x".repeat(450));
    expect(result).toEqual({
      kind: "collapsible",
      short: `${"x".repeat(400)}…`,
      full: "x".repeat(450),
    });
  });

  it("takes another limit", () => {
    expect(collapseComments("one two three", 7)).toEqual({
      kind: "collapsible",
      short: "one two…",
      full: "one two three",
    });
  });
});
