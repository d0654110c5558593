import { describe, expect, it } from "vitest";
import { bestDrop, countOf, didYouMean, dropCandidates, dropMessage } from "./dead-ends";
import { buildQueryVocabulary } from "./query-vocabulary";
import { refinementPhrase } from "./refinement-phrase";
import { DEFAULT_SEARCH_STATE } from "./search-state-normalize";
import type { FacetItem } from "./search-types";

const LABELS = { new: "New", used: "Pre-Owned", demo: "Demo" };
const CARS = { one: "car", many: "cars", One: "Car", Many: "Cars" };
const items = (...values: string[]): FacetItem[] =>
  values.map((value, i) => ({ label: value, value, count: 50 - i }));

describe("refinementPhrase says a refinement as a shopper would", () => {
  it.each([
    ["price", { min: null, max: 10_000 }, "under $10,000"],
    ["price", { min: 20_000, max: null }, "from $20,000"],
    ["price", { min: 20_000, max: 30_000 }, "$20,000 to $30,000"],
    ["km", { min: null, max: 50_000 }, "under 50,000 kms"],
    ["year", { min: 2020, max: 2020 }, "2020"],
    ["year", { min: 2018, max: 2021 }, "2018 to 2021"],
    ["year", { min: 2019, max: null }, "2019 or newer"],
    ["year", { min: null, max: 2014 }, "2014 or older"],
    ["sleeps", { min: 4, max: null }, "sleeps 4+"],
    ["length", { min: null, max: 6096 }, "under 6.1 m"],
    ["atm", { min: null, max: 2500 }, "ATM under 2,500 kg"],
    ["make", ["Toyota"], "Toyota"],
    ["make", ["Mazda", "Toyota"], "Mazda or Toyota"],
    ["body", ["Hatch", "SUV", "Ute"], "Hatch, SUV or Ute"],
    ["colour", ["Fiery Red", "Soul Red Crystal"], "red"],
    ["colour", ["Glacier White", "Jet Black"], "Glacier White or Jet Black"],
    ["car_type", ["used"], "Pre-Owned"],
    ["seats", ["7"], "7 seats"],
    ["make_model", ["Toyota|Hilux"], "Toyota Hilux"],
  ] as const)("%s %j -> %j", (key, value, expected) => {
    expect(refinementPhrase(key, value, LABELS)).toBe(expected);
  });
});

describe("which refinement to drop", () => {
  const state = {
    ...DEFAULT_SEARCH_STATE,
    query: "sr5",
    refinements: { make: ["Toyota"], model: ["Hilux"], price: { min: null, max: 10_000 } },
  };

  it("offers each refinement dropped alone, then the text", () => {
    const drops = dropCandidates(state, LABELS);
    expect(drops.map((drop) => [drop.key, drop.phrase])).toEqual([
      ["make", "Toyota"],
      ["model", "Hilux"],
      ["price", "under $10,000"],
      ["query", "sr5"],
    ]);
    expect(drops[2]!.state.refinements).toEqual({ make: ["Toyota"], model: ["Hilux"] });
    expect(drops[3]!.state.query).toBe("");
  });

  it("picks the one finding the most cars, the first on a tie, none when none finds any", () => {
    const drops = dropCandidates(state, LABELS);
    const counted = drops.map((drop, i) => ({ ...drop, count: [0, 3, 12, 12][i]! }));
    const best = bestDrop(counted)!;
    expect(best.key).toBe("price");
    expect(dropMessage(best, CARS)).toBe("Remove “under $10,000” to see 12 Hilux");
    expect(bestDrop(drops.map((drop) => ({ ...drop, count: 0 })))).toBeNull();
    expect(bestDrop([])).toBeNull();
  });

  it("counts in the model, the make, or the site's word", () => {
    expect(countOf(12, { model: ["Hilux"] }, CARS)).toBe("12 Hilux");
    expect(countOf(1, { make: ["Toyota"] }, CARS)).toBe("1 Toyota");
    expect(countOf(1, { make: ["Toyota", "Mazda"] }, CARS)).toBe("1 car");
    expect(countOf(1_204, {}, CARS)).toBe("1,204 cars");
  });
});

describe("did you mean", () => {
  const vocabulary = buildQueryVocabulary({
    make: items("Toyota", "Ford"),
    model: items("Hilux", "Ranger"),
    make_model: items("Toyota|Hilux", "Ford|Ranger"),
    colour: items("Fiery Red", "Soul Red Crystal"),
  });
  const nothing = (word: string) => !["hilux", "ranger", "toyota", "ford"].includes(word);

  it("replaces the first word that finds nothing with the closest value within two typos", () => {
    expect(didYouMean("hiluxes", vocabulary, nothing)).toEqual({
      word: "hiluxes",
      suggestion: "Hilux",
      query: "Hilux",
    });
    expect(didYouMean("ford rnagre", vocabulary, nothing)).toEqual({
      word: "rnagre",
      suggestion: "Ranger",
      query: "ford Ranger",
    });
    expect(didYouMean("rde", vocabulary, nothing)?.suggestion).toBe("red");
  });

  it("suggests nothing for words that find cars, numbers, or words too far from any", () => {
    expect(didYouMean("hilux", vocabulary, nothing)).toBeNull();
    expect(didYouMean("zzqxv", vocabulary, nothing)).toBeNull();
    expect(didYouMean("cx6", vocabulary, nothing)).toBeNull();
    expect(didYouMean("", vocabulary, nothing)).toBeNull();
  });
});
