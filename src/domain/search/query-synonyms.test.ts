import { describe, expect, it } from "vitest";
import { compactPhrase, singulars, synonymsOf, TRADE_SYNONYMS } from "./query-synonyms";

describe("compactPhrase ignores case, accents, spaces and hyphens", () => {
  it.each([
    ["RAV 4", "rav4"],
    ["rav-4", "rav4"],
    ["CX-5", "cx5"],
    ["cx 5", "cx5"],
    ["BT-50", "bt50"],
    ["Land Cruiser Prado", "landcruiserprado"],
    ["LandCruiser Prado", "landcruiserprado"],
    ["i 30", "i30"],
    ["Škoda", "skoda"],
    ["Mercedes-Benz", "mercedesbenz"],
    ["  ", ""],
  ])("%j -> %j", (text, expected) => {
    expect(compactPhrase(text)).toBe(expected);
  });
});

describe("singulars", () => {
  it.each([
    ["suvs", ["suv"]],
    ["utes", ["ut", "ute"]],
    ["hatches", ["hatch", "hatche"]],
    ["vans", ["van"]],
    ["couples", ["coupl", "couple"]],
    ["glass", []],
    ["ute", []],
    ["es", []],
  ])("%j may stand for %j", (plural, expected) => {
    expect(singulars(plural)).toEqual(expected);
  });
});

describe("trade synonyms", () => {
  it.each([
    ["pickup", ["ute", "utility", "dualcab", "trayback"]],
    ["4x4", ["4wd", "fourwheeldrive", "4wheeldrive"]],
    ["offroad", ["offgrid", "allterrain"]],
    ["suv", ["fourbyfour"]],
    ["auto", ["automatic"]],
    ["sevenseater", ["7seater", "7seats", "sevenseats"]],
    ["hatchback", ["hatch"]],
    ["estate", ["wagon", "stationwagon"]],
    ["van", ["peoplemover", "minivan", "peoplecarrier"]],
    ["preowned", ["used", "secondhand", "preloved"]],
    ["hilux", []],
  ])("%j also means %j", (phrase, expected) => {
    expect(synonymsOf(phrase).map((synonym) => synonym.word)).toEqual(expected);
  });

  it("names the refinements its group is about", () => {
    expect(synonymsOf("pickup")[0]).toEqual({ word: "ute", keys: ["body"] });
    expect(synonymsOf("auto")).toEqual([{ word: "automatic", keys: ["transmission"] }]);
  });

  it("lists each word once in the whole table, so a word means one thing", () => {
    const words = TRADE_SYNONYMS.flatMap((group) => [...new Set(group.words.map(compactPhrase))]);
    const repeated = words.filter((word, i) => words.indexOf(word) !== i);
    expect(repeated).toEqual([]);
  });
});
