/**
 * A judged set of shoppers' queries over the demo sites: typos, spelling variants, plain-English
 * phrases and caravan words, each with the refinements a person reads in it and the cars it
 * should find (those refinements searched, or a rule over the cars' own fields where the
 * refinement is a list of paints). Prints precision and recall over the set and holds a floor.
 */
import { describe, expect, it } from "vitest";
import type { Car } from "@/domain/car/car";
import { searchStock } from "@/domain/search/engine";
import type { Refinements, SearchRequest } from "@/domain/search/search-types";
import { understandQuery } from "@/domain/search/understand-query";
import { demoSearch } from "./demo-search.test-support";

const SC = "southern-cross";
const PN = "parkside-nissan";
const RG = "redgum-preowned";
const OC = "outback-caravans";

const model = (make: string, name: string) => ({ make: [make], model: [name] });
const upTo = (max: number) => ({ min: null, max });
const from = (min: number) => ({ min, max: null });
const paint = (pattern: RegExp) => (car: Car) => pattern.test(car.colour ?? "");

type Judged = readonly [
  site: string,
  query: string,
  refinements: Refinements,
  cars?: (car: Car) => boolean,
];

const RED = /red/i;
const WHITE = /white|ivory/i;

const JUDGED: readonly Judged[] = [
  // typos
  [SC, "hilx", model("Toyota", "Hilux")],
  [SC, "hilux", model("Toyota", "Hilux")],
  [SC, "tuscon", model("Hyundai", "Tucson")],
  [SC, "tucson", model("Hyundai", "Tucson")],
  [SC, "corrola", model("Toyota", "Corolla")],
  [SC, "corola", model("Toyota", "Corolla")],
  [SC, "sportgae", model("Kia", "Sportage")],
  [SC, "sportage", model("Kia", "Sportage")],
  [SC, "tyota", { make: ["Toyota"] }],
  [SC, "toyta hilux", model("Toyota", "Hilux")],
  [SC, "hyundia i30", model("Hyundai", "i30")],
  [SC, "mitsubushi triton", model("Mitsubishi", "Triton")],
  [SC, "outlnder", model("Mitsubishi", "Outlander")],
  [SC, "everst", model("Ford", "Everest")],
  [SC, "rangr", model("Ford", "Ranger")],
  [PN, "navra", model("Nissan", "Navara")],
  [PN, "qashqia", model("Nissan", "Qashqai")],
  [RG, "hilx", model("Toyota", "Hilux")],
  [OC, "jayko", { make: ["Jayco"] }],
  // spelling variants
  [SC, "mazda cx5", model("Mazda", "CX-5")],
  [SC, "cx 5", model("Mazda", "CX-5")],
  [SC, "cx-5", model("Mazda", "CX-5")],
  [SC, "rav 4", model("Toyota", "RAV4")],
  [SC, "rav4", model("Toyota", "RAV4")],
  [SC, "bt50", model("Mazda", "BT-50")],
  [SC, "bt 50", model("Mazda", "BT-50")],
  [SC, "land cruiser prado", model("Toyota", "LandCruiser Prado")],
  [SC, "landcruiser prado", model("Toyota", "LandCruiser Prado")],
  [SC, "i 30", model("Hyundai", "i30")],
  [SC, "santa fe", model("Hyundai", "Santa Fe")],
  [SC, "santafe", model("Hyundai", "Santa Fe")],
  [SC, "pajero sport", model("Mitsubishi", "Pajero Sport")],
  [SC, "yaris cross", model("Toyota", "Yaris Cross")],
  [SC, "ioniq 5", model("Hyundai", "IONIQ 5")],
  [PN, "x-trail", model("Nissan", "X-Trail")],
  [PN, "xtrail", model("Nissan", "X-Trail")],
  [PN, "x trail", model("Nissan", "X-Trail")],
  [OC, "star craft", model("Jayco", "Starcraft")],
  [OC, "zone rv z-3", { make: ["Zone RV"], model: ["Z-3"] }],
  // models and makes as typed
  [SC, "triton", model("Mitsubishi", "Triton")],
  [SC, "kluger", model("Toyota", "Kluger")],
  [SC, "carnival", model("Kia", "Carnival")],
  [SC, "sorento", model("Kia", "Sorento")],
  [SC, "seltos", model("Kia", "Seltos")],
  [SC, "picanto", model("Kia", "Picanto")],
  [SC, "cerato", model("Kia", "Cerato")],
  [SC, "puma", model("Ford", "Puma")],
  [SC, "mustang", model("Ford", "Mustang")],
  [SC, "kona", model("Hyundai", "Kona")],
  [PN, "navara", model("Nissan", "Navara")],
  [PN, "qashqai", model("Nissan", "Qashqai")],
  [PN, "patrol", model("Nissan", "Patrol")],
  [PN, "pathfinder", model("Nissan", "Pathfinder")],
  [PN, "juke", model("Nissan", "Juke")],
  [PN, "leaf", model("Nissan", "Leaf")],
  [RG, "corolla", model("Toyota", "Corolla")],
  [OC, "jayco", { make: ["Jayco"] }],
  [OC, "jayco journey", model("Jayco", "Journey")],
  [OC, "starcraft", model("Jayco", "Starcraft")],
  [OC, "new age manta ray", model("New Age", "Manta Ray")],
  [OC, "manta ray", model("New Age", "Manta Ray")],
  // bodies and the trade's words
  [SC, "suv", { body: ["SUV"] }],
  [SC, "suvs", { body: ["SUV"] }],
  [SC, "ute", { body: ["Ute"] }],
  [SC, "utes", { body: ["Ute"] }],
  [SC, "pickup", { body: ["Ute"] }],
  [SC, "pick-up", { body: ["Ute"] }],
  [SC, "hatch", { body: ["Hatch"] }],
  [SC, "hatchback", { body: ["Hatch"] }],
  [SC, "wagon", { body: ["Wagon"] }],
  [SC, "estate", { body: ["Wagon"] }],
  [SC, "people mover", { body: ["People Mover"] }],
  [SC, "van", { body: ["Van"] }],
  [SC, "sedan", { body: ["Sedan"] }],
  [SC, "coupe", { body: ["Coupe"] }],
  [SC, "4x4", { drive: ["4WD"] }],
  [SC, "4wd", { drive: ["4WD"] }],
  [SC, "awd", { drive: ["AWD"] }],
  [SC, "auto", { transmission: ["Automatic"] }],
  [SC, "automatic suv", { transmission: ["Automatic"], body: ["SUV"] }],
  [SC, "manual", { transmission: ["Manual"] }],
  [SC, "diesel", { fuel: ["Diesel"] }],
  [SC, "hybrid", { fuel: ["Hybrid"] }],
  [SC, "electric", { fuel: ["Electric"] }],
  [SC, "petrol", { fuel: ["Petrol"] }],
  [SC, "diesel 4wd ute", { fuel: ["Diesel"], drive: ["4WD"], body: ["Ute"] }],
  [SC, "family suv", { categories: ["Family"], body: ["SUV"] }],
  // colours, judged by the paint names themselves
  [SC, "red", {}, paint(RED)],
  [SC, "white", {}, paint(WHITE)],
  [SC, "black", {}, paint(/black/i)],
  [SC, "grey", {}, paint(/grey|graphite|titanium|magnetite|charcoal/i)],
  [SC, "silver", {}, paint(/silver|aluminium/i)],
  [SC, "blue", {}, paint(/blue|navy/i)],
  [
    SC,
    "red ute under 30k",
    {},
    (car) => RED.test(car.colour ?? "") && car.simple_body === "Ute" && car.price <= 30_000,
  ],
  [SC, "white hilux", {}, (car) => WHITE.test(car.colour ?? "") && car.model === "Hilux"],
  [OC, "red", {}, paint(RED)],
  // car types and the site's label
  [SC, "used", { car_type: ["used"] }],
  [SC, "new", { car_type: ["new"] }],
  [SC, "demo", { car_type: ["demo"] }],
  [SC, "used toyota", { car_type: ["used"], make: ["Toyota"] }],
  [PN, "used nissan", { car_type: ["used"], make: ["Nissan"] }],
  [PN, "demo x-trail", { car_type: ["demo"], ...model("Nissan", "X-Trail") }],
  [RG, "pre-owned", { car_type: ["used"] }],
  [RG, "preowned hilux", { car_type: ["used"], ...model("Toyota", "Hilux") }],
  // amounts
  [SC, "under 30k", { price: upTo(30_000) }],
  [SC, "under $20,000", { price: upTo(20_000) }],
  [SC, "between 20 and 30k", { price: { min: 20_000, max: 30_000 } }],
  [SC, "less than 25000", { price: upTo(25_000) }],
  [SC, "over 50k", { price: from(50_000) }],
  [SC, "2020", { year: { min: 2020, max: 2020 } }],
  [SC, "2018 to 2021", { year: { min: 2018, max: 2021 } }],
  [SC, "newer than 2019", { year: from(2020) }],
  [SC, "under 50,000 km", { km: upTo(50_000) }],
  [SC, "low km", { km: upTo(30_000) }],
  [SC, "7 seater", { seats: ["7"] }],
  [SC, "seven seater", { seats: ["7"] }],
  [SC, "8 seater", { seats: ["8"] }],
  [SC, "hilux under 40k", { ...model("Toyota", "Hilux"), price: upTo(40_000) }],
  [
    SC,
    "used corolla under 20k",
    { car_type: ["used"], ...model("Toyota", "Corolla"), price: upTo(20_000) },
  ],
  [SC, "kia sportage 2022 onwards", { ...model("Kia", "Sportage"), year: from(2022) }],
  [SC, "toyota hilux sr5", { ...model("Toyota", "Hilux"), badge: ["SR5"] }],
  [SC, "ranger xlt", { ...model("Ford", "Ranger"), badge: ["XLT"] }],
  [SC, "ranger wildtrak", { ...model("Ford", "Ranger"), badge: ["Wildtrak"] }],
  [PN, "navara pro-4x", { ...model("Nissan", "Navara"), badge: ["PRO-4X"] }],
  [RG, "used suv under 25k", { car_type: ["used"], body: ["SUV"], price: upTo(25_000) }],
  // caravans
  [OC, "sleeps 4", { sleeps: from(4) }],
  [OC, "sleeps 2", { sleeps: from(2) }],
  [OC, "4 berth", { sleeps: from(4) }],
  [OC, "off road", { categories: ["Off-Road"] }],
  [OC, "off-road", { categories: ["Off-Road"] }],
  [OC, "family", { categories: ["Family"] }],
  [OC, "couples", { categories: ["Couples"] }],
  [OC, "family caravan", { categories: ["Family"], body: ["Caravan"] }],
  [OC, "under 6.5m", { length: upTo(6_500) }],
  [OC, "under 20ft", { length: upTo(6_096) }],
  [OC, "under 2500kg", { atm: upTo(2_500) }],
  [OC, "atm under 3000kg", { atm: upTo(3_000) }],
  [OC, "off road sleeps 4", { categories: ["Off-Road"], sleeps: from(4) }],
  [OC, "couples under 60k", { categories: ["Couples"], price: upTo(60_000) }],
  [OC, "used caravan", { car_type: ["used"], body: ["Caravan"] }],
];

const { index, sites, isIndexedWord } = demoSearch();

function ids(request: SearchRequest): Set<number> {
  const out = new Set<number>();
  for (let offset = 0; ; offset += 1000) {
    const { hits, count } = searchStock(index, {
      ...request,
      offset,
      hitsPerPage: 1000,
      facets: [],
    });
    for (const car of hits) out.add(car.id);
    if (offset + 1000 >= count) return out;
  }
}

describe("the judged set of queries", () => {
  const scored = JUDGED.map(([slug, query, refinements, cars]) => {
    const site = sites.get(slug)!;
    const understanding = understandQuery(query, site.vocabulary, { isIndexedWord });
    const found = ids({
      ...site.scope,
      query: understanding.text,
      filters: understanding.refinements,
    });
    const expected = cars
      ? new Set(
          [...ids(site.scope)].filter((id) => cars([...index.cars].find((car) => car.id === id)!)),
        )
      : ids({ ...site.scope, filters: refinements });
    const right = [...found].filter((id) => expected.has(id)).length;
    // The same words as text only (typos and spellings forgiven, nothing read as a refinement).
    const literal = ids({ ...site.scope, query });
    const literalRight = [...literal].filter((id) => expected.has(id)).length;
    return {
      literal: literal.size,
      literalRight,
      slug,
      query,
      understanding,
      refinements,
      cars,
      found: found.size,
      expected: expected.size,
      right,
    };
  });

  it("holds at least 100 queries, each finding cars on its site", () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(100);
    for (const one of scored) expect(one.expected, `${one.slug}: ${one.query}`).toBeGreaterThan(0);
  });

  it("reads the judged refinements", () => {
    const misread = scored
      .filter((one) => !one.cars)
      .filter(
        (one) =>
          JSON.stringify(one.understanding.refinements) !== JSON.stringify(one.refinements) ||
          one.understanding.text !== "",
      )
      .map((one) => `${one.slug} "${one.query}": ${JSON.stringify(one.understanding)}`);
    console.log(
      `refinements read as judged: ${scored.length - misread.length} of ${scored.length}`,
    );
    expect(misread).toEqual([]);
  });

  it("finds the judged cars: precision and recall", () => {
    const found = scored.reduce((sum, one) => sum + one.found, 0);
    const expected = scored.reduce((sum, one) => sum + one.expected, 0);
    const right = scored.reduce((sum, one) => sum + one.right, 0);
    const precision = right / found;
    const recall = right / expected;
    const perQuery = (f: (one: (typeof scored)[number]) => number) =>
      scored.reduce((sum, one) => sum + f(one), 0) / scored.length;
    const macroPrecision = perQuery((one) => (one.found === 0 ? 0 : one.right / one.found));
    const macroRecall = perQuery((one) => one.right / one.expected);
    console.log(
      `judged queries: ${scored.length}; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} over all cars; per query ${macroPrecision.toFixed(3)} and ${macroRecall.toFixed(3)}`,
    );
    const literal = scored.reduce((sum, one) => sum + one.literal, 0);
    const literalRight = scored.reduce((sum, one) => sum + one.literalRight, 0);
    console.log(
      `as text only: precision ${(literalRight / Math.max(1, literal)).toFixed(3)}, recall ${(literalRight / expected).toFixed(3)}; queries finding nothing as text: ${scored.filter((one) => one.literal === 0).length}`,
    );
    for (const one of scored.filter((q) => q.right < q.found || q.right < q.expected))
      console.log(
        `  ${one.slug} "${one.query}": found ${one.found}, judged ${one.expected}, right ${one.right}`,
      );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(macroPrecision).toBeGreaterThanOrEqual(0.95);
    expect(macroRecall).toBeGreaterThanOrEqual(0.95);
  });
});
