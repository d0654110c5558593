import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvLine } from "./csv";

describe("csv", () => {
  it("leaves plain fields as they are and empties null", () => {
    expect(csvField("Jane")).toBe("Jane");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces, doubling quotes", () => {
    expect(csvField("Smith, Jane")).toBe('"Smith, Jane"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField(" padded ")).toBe('" padded "');
  });

  it("never lets a text field start a formula", () => {
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("+61412345678")).toBe("'+61412345678");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField(-5)).toBe("-5");
  });

  it("writes lines with CRLF that csv-parse reads back as written", () => {
    const rows = [
      ["Name", "Comments"],
      ["Zoë Ng", 'Wants "the red one", \r\nASAP'],
      ["", "ümlaut"],
    ];
    const text = CSV_BOM + rows.map(csvLine).join("");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parse(text, { bom: true, record_delimiter: "\r\n" })).toEqual(rows);
  });
});
