import { describe, expect, it } from "vitest";
import { SIGN_IN_TYPES } from "@/domain/site/sign-in-gate";
import { codeMessage, rateLimitedMessage, SIGN_IN_COPY, triesLeftText } from "./sign-in-copy";

describe("sign-in copy", () => {
  it("has its own heading for every journey type", () => {
    const headings = SIGN_IN_TYPES.map((type) => SIGN_IN_COPY[type].heading);
    expect(new Set(headings).size).toBe(SIGN_IN_TYPES.length);
    expect(headings).not.toContain(SIGN_IN_COPY.default.heading);
  });

  it("gives the wait in whole minutes, at least one", () => {
    expect(rateLimitedMessage(1)).toContain("Please wait 1 minute, then ask for a new code.");
    expect(rateLimitedMessage(60)).toContain("wait 1 minute,");
    expect(rateLimitedMessage(61)).toContain("wait 2 minutes,");
    expect(rateLimitedMessage(3600)).toContain("wait 60 minutes,");
  });

  it("puts the code first in the text, with the site and the expiry", () => {
    expect(codeMessage("Redgum Pre-Owned", "012345", 10)).toBe(
      "012345 is your Redgum Pre-Owned sign-in code. It expires in 10 minutes. Do not share it with anyone.",
    );
  });

  it("counts the tries left in words", () => {
    expect(triesLeftText(1)).toBe("1 try left.");
    expect(triesLeftText(4)).toBe("4 tries left.");
  });
});
