import { describe, expect, it } from "vitest";
import { mergeFormFields, readWholeNumber } from "./search-form";

const PRICE = { min: 5000, max: 250000, step: 500 };
const merge = (entries: [string, string][]) => mergeFormFields(entries, { price: PRICE });

describe("readWholeNumber", () => {
  it.each([
    ["20000", 20000],
    ["$20,000", 20000],
    ["60,000 kms", 60000],
    ["30,000.75", 30000],
    ["", null],
    ["kms", null],
    ["-500", 500],
  ])("%j -> %j", (text, value) => {
    expect(readWholeNumber(text)).toBe(value);
  });
});

describe("mergeFormFields", () => {
  it("passes other parameters through in order", () => {
    expect(
      merge([
        ["make", "Toyota"],
        ["query", "hilux"],
        ["make", "Ford"],
      ]),
    ).toEqual([
      ["make", "Toyota"],
      ["query", "hilux"],
      ["make", "Ford"],
    ]);
  });

  it("writes a price range from the two handles", () => {
    expect(
      merge([
        ["price_min", "10000"],
        ["price_max", "20000"],
      ]),
    ).toEqual([["range[price]", "10000:20000"]]);
  });

  it("treats the slider's ends as no bound", () => {
    expect(
      merge([
        ["price_min", "5000"],
        ["price_max", "250000"],
      ]),
    ).toEqual([]);
    expect(
      merge([
        ["price_min", "5000"],
        ["price_max", "30000"],
      ]),
    ).toEqual([["range[price]", ":30000"]]);
    expect(
      merge([
        ["price_min", "40000"],
        ["price_max", "250000"],
      ]),
    ).toEqual([["range[price]", "40000:"]]);
  });

  it("keeps the min handle one step below the max", () => {
    expect(
      merge([
        ["price_min", "30000"],
        ["price_max", "30000"],
      ]),
    ).toEqual([["range[price]", "29500:30000"]]);
    expect(
      merge([
        ["price_min", "90000"],
        ["price_max", "30000"],
      ]),
    ).toEqual([["range[price]", "29500:30000"]]);
  });

  it("lets a quick-pick set the maximum and clear the minimum", () => {
    expect(
      merge([
        ["price_min", "20000"],
        ["price_max", "90000"],
        ["price_pick", "15000"],
      ]),
    ).toEqual([["range[price]", ":15000"]]);
    expect(
      merge([
        ["km_max", "80,000 kms"],
        ["km_pick", "50000"],
      ]),
    ).toEqual([["range[km]", ":50000"]]);
  });

  it("reads kilometres typed with the suffix and separators", () => {
    expect(merge([["km_max", "60,000 kms"]])).toEqual([["range[km]", ":60000"]]);
  });

  it("reads year selects, either side open", () => {
    expect(
      merge([
        ["year_min", "2018"],
        ["year_max", ""],
      ]),
    ).toEqual([["range[year]", "2018:"]]);
  });

  it("replaces a range the query already carried; empty fields remove it", () => {
    expect(
      merge([
        ["range[km]", "0:90000"],
        ["km_max", ""],
      ]),
    ).toEqual([]);
    expect(
      merge([
        ["range[km]", "0:90000"],
        ["km_max", "40000"],
      ]),
    ).toEqual([["range[km]", ":40000"]]);
  });

  it("leaves a range alone when the form has no fields for it", () => {
    expect(
      merge([
        ["range[km]", "1000:90000"],
        ["make", "Kia"],
      ]),
    ).toEqual([
      ["range[km]", "1000:90000"],
      ["make", "Kia"],
    ]);
  });

  it("works without slider settings (no ends to drop)", () => {
    expect(mergeFormFields([["price_min", "5000"]])).toEqual([["range[price]", "5000:"]]);
  });
});
