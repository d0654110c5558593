/**
 * Queries a shopper makes on a stock search page: a make or model typed in the search box, a
 * make picked from the list, a car type, a body, fuel, a price, kilometre or year range, a sort,
 * now and then page 2 or 3. Seeded by the caller's random source.
 */
import type { TermKey } from "@/domain/search/facet-table";
import type { Refinements, SearchRequest } from "@/domain/search/search-types";
import { SORT_KEYS } from "@/domain/search/sorts";
import { BENCH_NOW, MAKES, pick, pickSkewed, type Random } from "./car-generator";

/** The 13 facets a filter panel shows (a typical panel's count). */
export const PANEL_FACETS: readonly TermKey[] = [
  "car_type",
  "make",
  "model",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "location_name",
  "price_range",
  "state",
  "certified",
];

export function realisticRequest(random: Random, dealershipIds: readonly number[]): SearchRequest {
  const makes = Object.keys(MAKES);
  const make = pickSkewed(random, makes);
  const model = pickSkewed(random, MAKES[make]!);
  const filters: Record<string, unknown> = {};
  let query = "";
  const roll = random();
  if (roll < 0.15) query = make.slice(0, 2 + Math.floor(random() * 4));
  else if (roll < 0.3) query = `${make} ${model}`.toLowerCase();
  else if (roll < 0.35) query = model.slice(0, 3);
  else if (roll < 0.75) filters.make = random() < 0.8 ? [make] : [make, pickSkewed(random, makes)];
  if (random() < 0.25 && filters.make) filters.model = [model];
  if (random() < 0.4) filters.car_type = random() < 0.5 ? ["used"] : ["new", "demo"];
  if (random() < 0.25) filters.body = [pick(random, ["SUV", "Ute", "Sedan", "Hatch"])];
  if (random() < 0.15) filters.fuel = [pick(random, ["Diesel", "Hybrid", "Electric"])];
  if (random() < 0.1) filters.transmission = ["Automatic"];
  if (random() < 0.3) {
    const min = pick(random, [null, 5_000, 10_000, 20_000, 30_000]);
    filters.price = { min, max: pick(random, [null, 30_000, 50_000, 70_000, 150_000]) };
  }
  if (random() < 0.1) filters.km = { min: null, max: pick(random, [20_000, 50_000, 100_000]) };
  if (random() < 0.1) filters.year = { min: pick(random, [2015, 2018, 2020]), max: null };
  return {
    dealershipIds,
    soldDays: 3,
    now: BENCH_NOW,
    query,
    filters: filters as Refinements,
    sort: random() < 0.5 ? "default" : pick(random, SORT_KEYS),
    requirePriceWhenPriceAscending: true,
    exclusions: [{ make: "Nissan", car_type: "new" }],
    offset: random() < 0.8 ? 0 : 21 * Math.floor(random() * 5),
    hitsPerPage: 21,
  };
}

/** One typo of the kinds shoppers make: a letter dropped, doubled, swapped or mistyped. */
export function misspell(random: Random, word: string): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 4);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  if (kind === 2) return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  const letter = "aeioulnrst"[Math.floor(random() * 10)]!;
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** Half the queries get a typo in their longest word. */
function halfMisspelt(random: Random, words: string[]): string {
  const lower = words.map((word) => word.toLowerCase());
  if (random() < 0.5) {
    const longest = lower.reduce((a, word, i) => (word.length > lower[a]!.length ? i : a), 0);
    lower[longest] = misspell(random, lower[longest]!);
  }
  return lower.join(" ");
}

/**
 * Text a shopper types in the search box: a make, a model, make and model, a model and badge,
 * a model written with a space ("cx 5"), or a half-typed word; half with a typo.
 */
export function realisticText(random: Random): string {
  const makes = Object.keys(MAKES);
  const make = pickSkewed(random, makes);
  const model = pickSkewed(random, MAKES[make]!);
  const roll = random();
  if (roll < 0.25) return halfMisspelt(random, [model]);
  if (roll < 0.5) return halfMisspelt(random, [make, model]);
  if (roll < 0.6) return halfMisspelt(random, [make]);
  if (roll < 0.75)
    return halfMisspelt(random, [model, pick(random, ["gx", "sport", "gxl", "xlt"])]);
  if (roll < 0.85) return halfMisspelt(random, [model.replace(/-/g, " ")]);
  return model.slice(0, Math.max(3, model.length - 2)).toLowerCase();
}

/**
 * A plain-English search: a make or model, or a body, fuel or drive, with a colour, car type,
 * price, year or km phrase ("red ute under 30k", "hilux 2018 to 2022"); the make or model
 * misspelt in half of them.
 */
export function realisticPhrase(random: Random): string {
  const makes = Object.keys(MAKES);
  const make = pickSkewed(random, makes);
  const model = pickSkewed(random, MAKES[make]!);
  const typo = (word: string) => (random() < 0.5 ? misspell(random, word.toLowerCase()) : word);
  const parts: string[] = [];
  if (random() < 0.4) parts.push(pick(random, ["red", "white", "black", "silver", "grey", "blue"]));
  if (random() < 0.3) parts.push(pick(random, ["used", "new", "demo"]));
  if (random() < 0.6) parts.push(random() < 0.5 ? typo(model) : `${make} ${typo(model)}`);
  else
    parts.push(
      pick(random, ["ute", "suv", "hatch", "sedan", "wagon", "4x4", "diesel", "automatic"]),
    );
  const amount = Math.floor(random() * 6);
  if (amount === 0) parts.push(`under ${pick(random, [15, 20, 25, 30, 40, 50])}k`);
  else if (amount === 1)
    parts.push(`between ${pick(random, [10, 20])} and ${pick(random, [30, 40])}k`);
  else if (amount === 2)
    parts.push(`${pick(random, [2016, 2018, 2020])} to ${pick(random, [2022, 2024])}`);
  else if (amount === 3) parts.push(random() < 0.5 ? "low km" : "under 50,000 km");
  else if (amount === 4) parts.push(`newer than ${pick(random, [2017, 2019, 2021])}`);
  return parts.join(" ").toLowerCase();
}
