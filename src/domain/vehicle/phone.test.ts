import { describe, expect, it } from "vitest";
import { phoneForPage, phoneShown, telHref } from "./phone";

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
    expect(phoneShown("+61 412 345 678", true)?.text).toBe("04 1234 5678");
    expect(phoneShown("+61 412 345 678", false)?.text).toBe("04 12XX XXXX");
  });

  it("has nothing to show without a number", () => {
    expect(phoneShown(null, false)).toBeNull();
    expect(phoneShown("", true)).toBeNull();
  });
});

describe("telHref", () => {
  it("writes every number in international form", () => {
    expect(telHref("08 8262 9300")).toBe("tel:+61882629300");
    expect(telHref("0412 345 678")).toBe("tel:+61412345678");
    expect(telHref("+61 2 9891 6500")).toBe("tel:+61298916500");
    expect(telHref("1300 123 456")).toBe("tel:1300123456");
  });
});

describe("phoneForPage", () => {
  it("gives a masked page only the masked number", () => {
    const page = phoneForPage("+61 2 9891 6500", false);
    expect(page).toEqual({ masked: "02 98XX XXXX", phone: null });
    expect(JSON.stringify(page)).not.toMatch(/9891 ?6500|98916500/);
  });

  it("gives the full number where the site shows it from the start", () => {
    expect(phoneForPage("+61 2 9891 6500", true)).toEqual({
      masked: "02 98XX XXXX",
      phone: "02 9891 6500",
    });
    expect(phoneForPage(null, true)).toBeNull();
  });
});
