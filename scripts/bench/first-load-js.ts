/**
 * npx tsx scripts/bench/first-load-js.ts — the JavaScript a page loads at start, and what its
 * search box loads when used:
 *
 * 1. First-load JavaScript of the home and search pages of every demo site: every module script
 *    the page's HTML names (not the legacy noModule polyfills), gzip -9, from the build's files.
 *    What the project adds to the framework's ~133 KB is held to <= 25 KB on search pages.
 * 2. In Chromium, the scripts the home page requests before its search box is touched and the
 *    ones the first focus of the box adds (the suggestions' code loads only then), gzip -9.
 *
 * It serves $NEXT_DIST_DIR (default .next) with a fresh demo database and never builds.
 * Options: --port=N (default 3124), --sites=a,b (default: every demo site).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { DEMO_SITES } from "@/demo/generate";
import {
  type BuildServer,
  benchArgs,
  distDir,
  gzippedScripts,
  hasBuild,
  pageScripts,
  serveBuild,
} from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3124);
const SITES = args.get("sites")?.split(",") ?? DEMO_SITES.map((site) => site.slug);
const DIST = distDir();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = [
  ["home", "/"],
  ["search", "/search/new-used-and-demo-cars"],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstLoad(server: BuildServer) {
  console.log(`First-load JavaScript (gzip -9), ${DIST}:`);
  for (const slug of SITES) {
    const figures = [];
    for (const [name, pathname] of PAGES) {
      const reply = await server.get(`${slug}.localhost`, pathname);
      if (reply.status !== 200) throw new Error(`${slug}${pathname}: HTTP ${reply.status}`);
      const scripts = pageScripts(reply.body);
      figures.push(`${name} ${kb(gzippedScripts(scripts))} (${scripts.length} scripts)`);
    }
    console.log(`  ${slug}: ${figures.join(", ")}`);
  }
}

/** Scripts requested by the home page before and after the first focus of its search box. */
async function onFocus() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP *.localhost 127.0.0.1",
    ],
  });
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`http://${SITES[0]}.localhost:${PORT}/`, { waitUntil: "networkidle" });
    const before = new Set(requested);
    await page.getByRole("searchbox").first().focus();
    await page.waitForLoadState("networkidle");
    const added = requested.filter((src) => !before.has(src));
    console.log(
      `Home page of ${SITES[0]} in Chromium: ${before.size} scripts at load (${kb(gzippedScripts(before))}); the first focus of the search box adds ${added.length} (${kb(gzippedScripts(added))})`,
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!hasBuild()) {
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-first-load-"));
  let server: BuildServer | null = null;
  try {
    server = await serveBuild({ port: PORT, dataDir: work, waitForHost: `${SITES[0]}.localhost` });
    await firstLoad(server);
    await onFocus();
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
