// Builds the app when there is no build or when any source is newer than it, so that
// `npm start` and the browser tests always serve what is checked out.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const SOURCES = [
  "src",
  "public",
  "drizzle",
  "next.config.mjs",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function distDir() {
  return process.env.NEXT_DIST_DIR || ".next";
}

/** The production server (src/server/main.ts), bundled beside the build it serves. */
export function serverEntry(root = process.cwd()) {
  return path.join(root, distDir(), "forecourt-server.mjs");
}

/**
 * The C allocator's settings the server runs with (docs/adr/0102). glibc reads them when a
 * process starts, so whatever starts the server sets them: the launchers below take them from
 * `serverEnv`, and the deployment Dockerfile's ENV names the same values (its test checks).
 * Two arenas instead of one per thread, and blocks of 128 KB or more mapped on their own (given
 * back to the system when freed), keep the memory that start-up and load leave behind from
 * staying resident: about 70 MB less after start on the demo.
 */
export const SERVER_ALLOCATOR_ENV = Object.freeze({
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
});

/** A server process's environment: the allocator's settings, unless `env` names its own. */
export function serverEnv(env = process.env) {
  return { ...SERVER_ALLOCATOR_ENV, ...env };
}

export function buildIsStale(root = process.cwd()) {
  const stamp = path.join(root, distDir(), "BUILD_ID");
  if (!existsSync(stamp) || !existsSync(serverEntry(root))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > built);
}

export function buildIfStale(root = process.cwd()) {
  if (!buildIsStale(root)) return false;
  console.log("Building the app (next build)...");
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  buildServer(root);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Bundles the front-door server; its packages (next) stay imports resolved at run time. */
export function buildServer(root = process.cwd()) {
  const require = createRequire(import.meta.url);
  require("esbuild").buildSync({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: serverEntry(root),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
