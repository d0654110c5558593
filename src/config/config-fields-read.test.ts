/**
 * Every field of the site configuration changes something: a field no code outside src/config
 * reads is dead (its documentation promises what nothing does). A leaf field counts as read
 * when a source file outside src/config (tests aside)
 * - accesses it under its group: `features.compare`, `features?.compare`, `mapCentre.lat`; or
 * - names its group, or for a list item the list's owner (as a word in any case, `ReturnsPolicy`
 *   for returnsPolicy, or as its file name, sales-counter.ts for salesCounter) and also reads
 *   its key: `.compare`, `?.compare`, or a destructured `{ compare }` / `{ compare: shown }`
 *   (followed by `=` or a parameter type).
 * Writing the key (`{ compare: true }`) does not count. Fields that code reads by indexing their
 * group with a name it holds are listed in READ_BY_NAME, each with how it is read and the text
 * that shows the read.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectFieldRows } from "./site-config-doc";

/**
 * Fields read as group[name] with the name held in code: how each is read, and the text that
 * shows it is (a name on its own is too common a word to count).
 */
const READ_BY_NAME: Record<string, { how: string; evidence: RegExp }> = {
  "labels.demo": {
    how: "car-type names are read as labels[car.car_type] (cards, menus, facets)",
    evidence: /\blabels\[/,
  },
  "gating.checkout": {
    how: "requireSignIn reads gating[journey]; the reserve pages name their journey",
    evidence: /requireSignIn\([^)]*"checkout"/,
  },
  "gating.tradeIn": {
    how: "requireSignIn reads gating[journey]; the trade-in pages name their journey",
    evidence: /requireSignIn\([^)]*"tradeIn"/,
  },
  "gating.sellMyCar": {
    how: "requireSignIn reads gating[journey]; /sell-my-car names its journey",
    evidence: /requireSignIn\([^)]*"sellMyCar"/,
  },
  "gating.finance": {
    how: "the finance route passes its page's gate to requireSignIn (FINANCE_PAGES)",
    evidence: /gate: "finance"/,
  },
  "gating.carFinance": {
    how: "the finance route passes its page's gate to requireSignIn (FINANCE_PAGES)",
    evidence: /gate: "carFinance"/,
  },
  "gating.spinToWin": {
    how: "requireSignIn reads gating[journey] for every journey of GATED_JOURNEY_TYPES",
    evidence: /spinToWin: "spin-to-win"/,
  },
  "gating.onlinePayment": {
    how: "requireSignIn reads gating[journey] for every journey of GATED_JOURNEY_TYPES",
    evidence: /onlinePayment: "online-payment"/,
  },
};

const SRC = path.resolve("src");
const CONFIG = path.join(SRC, "config");

type SourceFile = { name: string; text: string };

function sources(dir: string): SourceFile[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === CONFIG ? [] : sources(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)
      ? [{ name: entry, text: readFileSync(full, "utf8") }]
      : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type LeafField = { name: string; key: string; groups: string[] };

/**
 * The leaf fields with their key and the groups a reader names: "features.compare" -> key
 * "compare", groups ["features"]; "promotions.items[].expiry" -> groups ["items", "promotions"].
 */
function leafFields(): LeafField[] {
  const names = collectFieldRows().map((row) => row.name);
  return names
    .filter((name) => !names.some((o) => o.startsWith(`${name}.`) || o.startsWith(`${name}[`)))
    .map((name) => {
      const raw = name.split(".");
      const parts = raw.map((p) => p.replace(/\[.*\]$/, ""));
      const groups = parts.length > 1 ? [parts.at(-2)!] : [];
      if (parts.length > 2 && raw.at(-2)!.endsWith("]")) groups.push(parts.at(-3)!);
      return { name, key: parts.at(-1)!, groups };
    });
}

/** Whether a source file reads the field, by the rules of the module comment. */
function readsField(file: SourceFile, { key, groups }: Pick<LeafField, "key" | "groups">) {
  const k = escapeRegExp(key);
  if (groups.length === 0) return new RegExp(`\\??\\.${k}\\b`).test(file.text);
  if (new RegExp(`\\b${escapeRegExp(groups[0]!)}\\??\\.${k}\\b`).test(file.text)) return true;
  const namesGroup = groups.some(
    (group) =>
      new RegExp(`\\b${escapeRegExp(group)}\\b`, "i").test(file.text) ||
      file.name.startsWith(`${kebab(group)}.`),
  );
  if (!namesGroup) return false;
  const access = new RegExp(`\\??\\.${k}\\b(?!\\s*[=:(](?!=))`);
  const destructure = new RegExp(`\\{[^{}()]*\\b${k}\\b[^{}()]*\\}\\s*(=(?!=)|:)`);
  return access.test(file.text) || destructure.test(file.text);
}

function deadFields(files: readonly SourceFile[]): string[] {
  return leafFields()
    .filter((field) => {
      const byName = READ_BY_NAME[field.name];
      return byName
        ? !files.some((file) => byName.evidence.test(file.text))
        : !files.some((file) => readsField(file, field));
    })
    .map((field) => field.name);
}

describe("readsField", () => {
  const compare = { key: "compare", groups: ["features"] };
  const file = (text: string, name = "x.ts") => ({ name, text });
  it("counts an access under the group, or a key read in a file naming the group", () => {
    expect(readsField(file("if (config.features.compare) x();"), compare)).toBe(true);
    expect(readsField(file("site.features?.compare"), compare)).toBe(true);
    expect(readsField(file("const { compare } = config.features;"), compare)).toBe(true);
    expect(readsField(file("const f = c.features; f.compare && x"), compare)).toBe(true);
    expect(readsField(file("({ compare, chat }: typeof c.features) =>"), compare)).toBe(true);
  });

  it("does not count a write, a quoted key, or a key read in a file not naming the group", () => {
    expect(readsField(file("const features = { compare: true };"), compare)).toBe(false);
    expect(readsField(file('features["compare"]'), compare)).toBe(false);
    expect(readsField(file("rows.compare(a, b)"), compare)).toBe(false);
    expect(readsField(file("features; a.compare = 1;"), compare)).toBe(false);
  });

  it("counts a group handed whole to a module named after it or naming its type", () => {
    const steps = { key: "stepsPerDay", groups: ["salesCounter"] };
    expect(readsField(file("s.stepsPerDay * 2", "sales-counter.ts"), steps)).toBe(true);
    expect(readsField(file("s.stepsPerDay * 2", "sales-banner.ts"), steps)).toBe(false);
    const days = { key: "days", groups: ["returnsPolicy"] };
    expect(readsField(file("(p: ReturnsPolicy) => p.days"), days)).toBe(true);
    const expiry = { key: "expiry", groups: ["items", "promotions"] };
    expect(readsField(file("promotions live until d.expiry"), expiry)).toBe(true);
  });
});

describe("site configuration fields", () => {
  it("are each read somewhere outside the schema", () => {
    const dead = deadFields(sources(SRC));
    if (dead.length > 0) console.log(`Dead site-config fields:\n  ${dead.join("\n  ")}`);
    expect(dead).toEqual([]);
  });

  it("list as read by name only fields the schema has", () => {
    const names = new Set(leafFields().map((f) => f.name));
    for (const name of Object.keys(READ_BY_NAME)) expect(names.has(name), name).toBe(true);
  });
});
