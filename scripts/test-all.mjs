#!/usr/bin/env node
/**
 * `npm test`'s test run: the unit and integration tests in one vitest process and the browser
 * tests in two more, all side by side. The app is built once first; the browser test files are
 * split into two halves of about equal time (e2e/durations.json, which
 * `TEST_DURATIONS_FILE=e2e/durations.json npm test` brings up to date), each half with its own
 * server on its own port. Each process keeps its own order (integration and browser files one at
 * a time, as their shared databases and server need). The first half prints as it runs; the
 * other processes' output is kept and printed whole when each ends, so none is interleaved.
 * Exits non-zero when any does.
 *
 * With arguments it is one plain `vitest run <arguments>` (a file, a filter, --project).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { splitByDuration } from "./lib/split-by-duration.mjs";

const DURATIONS = "e2e/durations.json";

const vitest = (args, stdio, env = {}) =>
  spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], {
    stdio,
    env: { ...process.env, ...env },
  });

async function exitCode(child) {
  const [code, signal] = await once(child, "exit");
  return code ?? (signal ? 1 : 0);
}

const e2eFiles = () =>
  readdirSync("e2e")
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `e2e/${name}`);

/** Builds the app once, for both halves of the browser tests, in a process of its own. */
async function build() {
  const child = spawn(
    process.execPath,
    ["-e", 'import("./scripts/lib/build.mjs").then((m) => m.buildIfStale())'],
    { stdio: "inherit", env: process.env },
  );
  return exitCode(child);
}

/** Runs vitest with its output kept, to print whole when it ends (so none is interleaved). */
function quietly(title, args, env = {}) {
  const child = vitest(args, ["ignore", "pipe", "pipe"], env);
  const kept = [];
  child.stdout.on("data", (chunk) => kept.push(chunk));
  child.stderr.on("data", (chunk) => kept.push(chunk));
  return exitCode(child).then((code) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(`\n===== ${title} (ended after ${seconds} s) =====\n`);
    process.stdout.write(Buffer.concat(kept));
    process.stdout.write(`===== end of ${title} =====\n\n`);
    return code;
  });
}

const started = Date.now();
const extra = process.argv.slice(2);
if (extra.length > 0) {
  process.exitCode = await exitCode(vitest(extra, "inherit"));
} else {
  const others = quietly("unit and integration tests", [
    "--project",
    "unit",
    "--project",
    "integration",
  ]);
  let browser;
  if (existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    // Two halves side by side, each with its own server on its own port, on one build: the
    // browser tests spend much of their time waiting on the browser and the server, so two
    // keep the cores busier than one.
    const built = await build();
    if (built !== 0) {
      console.log(`The build failed (exit code ${built}): no browser tests run.`);
      browser = Promise.resolve(built);
    } else {
      const durations = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, "utf8")) : {};
      const [first, second] = splitByDuration(e2eFiles(), durations);
      console.log(
        `Browser tests in two halves of about ${first.seconds.toFixed(0)} s and ${second.seconds.toFixed(0)} s (${DURATIONS}); the second prints when it ends.`,
      );
      browser = Promise.all([
        exitCode(vitest(["--project", "e2e", ...first.files], "inherit", { E2E_PORT: "3107" })),
        quietly("browser tests, second half", ["--project", "e2e", ...second.files], {
          E2E_PORT: "3108",
        }),
      ]).then((codes) => codes.find((code) => code !== 0) ?? 0);
    }
  } else {
    // No browser: the browser tests' own setup says so (and fails under CI).
    browser = exitCode(vitest(["--project", "e2e"], "inherit"));
  }
  const [othersCode, browserCode] = await Promise.all([others, browser]);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `Tests took ${seconds} s: unit and integration ${othersCode === 0 ? "passed" : "FAILED"}, browser ${browserCode === 0 ? "passed" : "FAILED"}.`,
  );
  process.exitCode = othersCode !== 0 ? othersCode : browserCode;
}
