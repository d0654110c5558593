/**
 * Stock-search benchmark (docs/budgets.md: p95 <= 2 ms at 100k cars with text, facets and
 * sort). Run: npx tsx scripts/bench/search.ts
 *
 * For 100k and 5k cars: builds the index (time, memory), then times 1,000 realistic queries
 * (search-queries.ts) for three kinds of site: single dealerships, dealer groups holding a tenth
 * of the dealerships, and one site over every dealership (the worst case: facets count up to
 * the whole stock); each with every facet counted (22) and with a filter panel's 13.
 */
import { availableParallelism, loadavg } from "node:os";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Car } from "@/domain/car/car";
import {
  buildSearchIndex,
  buildSearchIndexSteps,
  type SearchIndex,
  searchStock,
} from "@/domain/search/engine";
import type { SearchRequest } from "@/domain/search/search-types";
import { generateStock, pickSkewed, seededRandom } from "./car-generator";
import { PANEL_FACETS, realisticRequest } from "./search-queries";

const QUERIES = 1_000;

// A collectable heap without asking the caller for --expose-gc, so memory figures are stable.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Wall-clock and CPU time per query. Wall time is the budget; CPU time (this process only) is
 * printed beside it because other work on a shared machine inflates wall time, not CPU time.
 */
function time(index: SearchIndex, requests: readonly SearchRequest[]): string {
  for (const request of requests.slice(0, 100)) searchStock(index, request); // warm the JIT
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const request of requests) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    searchStock(index, request);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const line = (ms: number[]) => {
    ms.sort((a, b) => a - b);
    return [50, 95, 99].map((p) => percentile(ms, p).toFixed(2)).join(" / ");
  };
  return `wall ${line(wall)}   cpu ${line(cpu)}`;
}

/** JavaScript heap plus typed-array buffers (which live outside the heap). */
function memoryMb(): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1_048_576;
}

/** Runs the stepwise build, timing each step. */
function stepTimes(cars: readonly Car[]): { steps: number; longestMs: number } {
  const build = buildSearchIndexSteps(cars);
  let steps = 0;
  let longestMs = 0;
  for (;;) {
    const started = performance.now();
    const next = build.next();
    longestMs = Math.max(longestMs, performance.now() - started);
    steps++;
    if (next.done) return { steps, longestMs };
  }
}

function run(size: number): void {
  const { cars, dealers } = generateStock(size, 42);
  const before = memoryMb();
  const started = performance.now();
  const index = buildSearchIndex(cars);
  const buildMs = performance.now() - started;
  const indexMb = memoryMb() - before;
  console.log(`\n${size.toLocaleString("en-AU")} cars, ${dealers.length} dealerships`);
  console.log(
    `  build ${buildMs.toFixed(0)} ms; index ${indexMb.toFixed(0)} MB (cars alone ${before.toFixed(0)} MB)`,
  );
  const { steps, longestMs } = stepTimes(cars);
  console.log(
    `  built in ${steps} steps, the longest ${longestMs.toFixed(0)} ms (the event loop's longest wait)`,
  );
  console.log("  p50 / p95 / p99 ms per query:");

  const random = seededRandom(7);
  const ids = dealers.map((dealer) => dealer.id);
  // Sites are fixed: twenty group sites, each a tenth of the dealerships.
  const groups = Array.from({ length: 20 }, () =>
    [...ids].sort(() => random() - 0.5).slice(0, Math.ceil(ids.length / 10)),
  );
  const scenarios: [string, () => number[]][] = [
    ["single dealership", () => [pickSkewed(random, dealers).id]],
    ["group, 10% of dealerships", () => groups[Math.floor(random() * groups.length)]!],
    ["one site, every dealership", () => ids],
  ];
  for (const [label, scope] of scenarios) {
    const requests = Array.from({ length: QUERIES }, () => realisticRequest(random, scope()));
    const visible = requests.map(
      (request) => searchStock(index, { ...request, query: "", filters: {}, facets: [] }).count,
    );
    const median = [...visible].sort((a, b) => a - b)[visible.length >> 1]!;
    console.log(`  ${label} (median ${median.toLocaleString("en-AU")} cars visible)`);
    console.log(`    22 facets  ${time(index, requests)}`);
    console.log(
      `    13 facets  ${time(
        index,
        requests.map((request) => ({ ...request, facets: PANEL_FACETS })),
      )}`,
    );
  }
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${availableParallelism()} CPUs`,
);
run(100_000);
run(5_000);
