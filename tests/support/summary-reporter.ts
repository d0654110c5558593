import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** How many of the slowest test files the summary lists. */
const SLOWEST = 15;

/**
 * Prints one plain line, `N passed, N failed, N skipped`, for CI logs and closing notes, after
 * the slowest test files with their time (import and setup, tests and hooks), to see where the
 * suite's time goes. With TEST_DURATIONS_FILE set, each browser test file's time in seconds is
 * also merged into that JSON file (`{ "e2e/search.test.ts": 134.9 }`): scripts/test-all.mjs splits the browser
 * tests into two even halves by the times recorded in e2e/durations.json.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    const timed = testModules.map((mod) => {
      const d = mod.diagnostic();
      return { name: mod.relativeModuleId, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    const record = process.env.TEST_DURATIONS_FILE;
    if (record) recordDurations(record, timed);
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    if (slowest.length > 0) {
      console.log(`\nSlowest test files:`);
      for (const { name, ms } of slowest)
        console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${name}`);
    }
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

function recordDurations(file: string, timed: readonly { name: string; ms: number }[]): void {
  const known: Record<string, number> = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8"))
    : {};
  for (const { name, ms } of timed) {
    if (name.startsWith("e2e/")) known[name] = Math.round(ms / 100) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(known).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
