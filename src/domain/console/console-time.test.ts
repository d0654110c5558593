import { describe, expect, it } from "vitest";
import { consoleDateTime, csvDateTimeIn } from "./console-time";

const at = new Date("2026-03-01T03:05:00.000Z");

describe("console times", () => {
  it("writes the site's local time", () => {
    expect(consoleDateTime(at, "Australia/Sydney")).toBe("1 Mar 2026, 2:05 pm");
    expect(csvDateTimeIn("Australia/Sydney")(at)).toBe("2026-03-01 14:05");
    expect(csvDateTimeIn("Australia/Perth")(at)).toBe("2026-03-01 11:05");
    expect(csvDateTimeIn("Australia/Adelaide")(new Date("2026-02-28T14:00:00Z"))).toBe(
      "2026-03-01 00:30",
    );
  });
});
