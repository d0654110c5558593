/**
 * Comments and docs state their rules themselves: none of them points at a document the
 * repository does not hold (numbered sections, outside design or style guides, tracker issues).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const FOLDERS = ["src", "scripts", "e2e", "tests", "docs"];
const TEXT = /\.(ts|tsx|mjs|js|md|css|json)$/;
const OUTSIDE = [
  /§/,
  /\bARCHITECTURE\.md\b/,
  /\bSTYLE\.md\b/,
  /\bspec [12]\b/i,
  /\bthe spec(?:'s)?\b/i,
  /\bissue \d+\b/i,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

it("no comment or doc cites a document outside the repository", () => {
  const self = path.relative(root, __filename);
  const all = [
    ...FOLDERS.flatMap((dir) => files(path.join(root, dir))),
    path.join(root, "README.md"),
  ];
  expect(all.length).toBeGreaterThan(300);
  const found = all
    .filter((file) => path.relative(root, file) !== self)
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          OUTSIDE.some((pattern) => pattern.test(line))
            ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
  expect(found).toEqual([]);
});
