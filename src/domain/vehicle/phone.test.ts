import { describe, expect, it } from "vitest";
import { phoneShown } from "./phone";

describe("phoneShown", () => {
  it("writes +61 numbers with a leading 0, grouped 2-4-4, masked after 5 characters", () => {
    expect(phoneShown("+61 8 8262 9300", false)).toEqual({
      text: "08 82XX XXXX",
      full: "08 8262 9300",
      tel: "tel:+61882629300",
    });
  });

  it("shows the whole number once revealed", () => {
    expect(phoneShown("+61882629300", true)?.text).toBe("08 8262 9300");
    expect(phoneShown("+61 412 345 678", true)?.text).toBe("0412 345 678");
    expect(phoneShown("+61 412 345 678", false)?.text).toBe("0412 XXX XXX");
  });

  it("has nothing to show without a number", () => {
    expect(phoneShown(null, false)).toBeNull();
    expect(phoneShown("", true)).toBeNull();
  });
});
