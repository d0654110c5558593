import { describe, expect, it } from "vitest";
import { readCode, readMobile } from "./sign-in-form";

describe("readMobile", () => {
  it("keeps an Australian mobile as +61…", () => {
    expect(readMobile(" 0412 345 678 ")).toEqual({ ok: true, value: "+61412345678" });
  });

  it("names a missing number and a wrong one apart", () => {
    for (const missing of [undefined, null, "", "   ", 412345678, ["0412345678"]])
      expect(readMobile(missing)).toEqual({ ok: false, error: "phone-missing" });
    for (const wrong of ["07 3123 4567", "0412", "hello"])
      expect(readMobile(wrong)).toEqual({ ok: false, error: "phone-invalid" });
  });
});

describe("readCode", () => {
  it("takes six digits, with spaces or a dash between", () => {
    expect(readCode("123456")).toEqual({ ok: true, value: "123456" });
    expect(readCode(" 123 456 ")).toEqual({ ok: true, value: "123456" });
    expect(readCode("123-456")).toEqual({ ok: true, value: "123456" });
    expect(readCode("000000")).toEqual({ ok: true, value: "000000" });
  });

  it("names a missing code and a malformed one apart", () => {
    for (const missing of [undefined, "", "  ", 123456])
      expect(readCode(missing)).toEqual({ ok: false, error: "code-missing" });
    for (const wrong of ["12345", "1234567", "12345a", "１２３４５６", "123456\n1"])
      expect(readCode(wrong)).toEqual({ ok: false, error: "code-invalid" });
  });
});
