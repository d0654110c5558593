/**
 * Every piece of in-process state is listed in docs/in-process-state.md with its bound, lifetime
 * and what empties it, and every process-wide singleton goes through processShared.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const doc = readFileSync(path.join(root, "docs/in-process-state.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(path.join(root, "src")).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, "utf8"),
}));

/** The doc's table row naming `file`, or undefined. */
function rowOf(file: string): string | undefined {
  return doc.split("\n").find((line) => line.startsWith("|") && line.includes(`\`${file}\``));
}

describe("in-process state", () => {
  it("reads the project's sources", () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it("lists every processShared name with the file that makes it", () => {
    const made = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/processShared(?:<[^>]*>)?\(\s*"([^"]+)"/g)].map((m) => ({
        file,
        name: m[1],
      })),
    );
    expect(made.length).toBeGreaterThan(10);
    for (const { file, name } of made) {
      const row = doc.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, `${name} (${file}) is not listed in docs/in-process-state.md`).toBeDefined();
      expect(row).toContain(`\`${file}\``);
    }
    const names = made.map((m) => m.name);
    expect(new Set(names).size, "a processShared name is used twice").toBe(names.length);
  });

  it("lists every module-level Map, WeakMap, WeakSet and let beside its file", () => {
    const declared = sources.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /^(?:const (\w+) = new (?:Map|WeakMap|WeakSet)<[^\n]*>\(\)|let (\w+)\b)/gm,
        ),
      ].map((m) => ({ file, name: m[1] ?? m[2] })),
    );
    expect(declared.length).toBeGreaterThan(5);
    for (const { file, name } of declared) {
      expect(rowOf(file) ?? "", `${file}: ${name} is not listed`).toContain(`\`${name}\``);
    }
  });

  it("keeps globalThis holders inside processShared", () => {
    const holders = sources.filter(
      ({ file, text }) => file !== "src/lib/process-shared.ts" && /globalThis as\b/.test(text),
    );
    expect(holders.map((s) => s.file)).toEqual([]);
  });
});
