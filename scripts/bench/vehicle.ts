/**
 * npm run bench:vehicle — the vehicle page budgets (docs/budgets.md):
 *
 * 1. Page HTML: the built app is started on a fresh data directory (the demo dealers, ~3,100
 *    cars) and 100 vehicle pages of every demo site are fetched whole (similar cars streamed in
 *    included): p50/p95/p99 one at a time over 3 rounds, then autocannon (1 and 4 connections,
 *    10 s). Budget: p95 <= 50 ms.
 * 2. First-load JavaScript of a vehicle page with 20 photos: every script the page loads at
 *    start (module scripts, not the legacy noModule polyfills), gzip -9. Budget <= 120 KB. The
 *    home page's figure is printed beside it: the part every page of the site pays.
 * 3. Largest contentful paint in Chromium (390x844): which element it is, and whether it is
 *    the first photo.
 *
 * It serves $NEXT_DIST_DIR (default .next) and never builds. Options: --port=N (default 3122),
 * --pages=N (default 100).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { DEMO_SITES, generateDemo } from "@/demo/generate";
import type { Car } from "@/domain/car/car";
import {
  type BuildServer,
  benchArgs,
  distDir,
  firstLoadJs,
  getPage,
  hasBuild,
  percentile,
  serveBuild,
  verdict,
} from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3122);
const PAGES = Number(args.get("pages") ?? 100);
const DIST = distDir();

const get = (host: string, pathname: string) => getPage(PORT, host, pathname);

const siteOf = (car: Car) =>
  DEMO_SITES.find((s) => s.dealerships.some((d) => d.slug === car.dealership_slug))!.slug;

/** Cars spread over the sites and states: mostly in stock, some coming soon and sold. */
function pickPages(): { host: string; path: string; car: Car }[] {
  const cars = generateDemo({ now: new Date() }).cars.filter((c) => c.show_on_dealer_website);
  const step = Math.max(1, Math.floor(cars.length / PAGES));
  return cars
    .filter((_, i) => i % step === 0)
    .slice(0, PAGES)
    .map((car) => ({ host: `${siteOf(car)}.localhost`, path: `/cars/${car.slug}`, car }));
}

async function pageHtml(pages: ReturnType<typeof pickPages>) {
  for (const page of pages) await get(page.host, page.path); // warm: first render of each route
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const page of pages) {
      const reply = await get(page.host, page.path);
      if (reply.status !== 200) throw new Error(`${page.path}: HTTP ${reply.status}`);
      times.push(reply.ms);
    }
  const sorted = times.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `Vehicle page HTML, ${pages.length} pages x 3, one at a time: p50 ${percentile(sorted, 50).toFixed(1)} / p95 ${p95.toFixed(1)} / p99 ${percentile(sorted, 99).toFixed(1)} ms (${verdict(p95 <= 50)})`,
  );
  // For scale: the same cars' print pages share the site chrome and the car read, without the
  // lead forms, calculators and similar cars the full page embeds.
  const print: number[] = [];
  for (const page of pages) print.push((await get(page.host, `/print?car_id=${page.car.slug}`)).ms);
  const printSorted = print.sort((a, b) => a - b);
  console.log(
    `  for scale, their print pages (same chrome and car, no forms, calculators or similar cars): p50 ${percentile(printSorted, 50).toFixed(1)} / p95 ${percentile(printSorted, 95).toFixed(1)} ms`,
  );
  const autocannon = (await import("autocannon")).default;
  for (const connections of [1, 4]) {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections,
      duration: 10,
      requests: pages.map((page) => ({
        method: "GET" as const,
        path: page.path,
        headers: { host: page.host },
      })),
    });
    const l = result.latency;
    console.log(
      `  autocannon, ${connections} connection(s), 10 s: ${result.requests.average.toFixed(0)} req/s, latency p50 ${l.p50} / p90 ${l.p90} / p97.5 ${l.p97_5} / p99 ${l.p99} ms, ${result.non2xx} non-2xx`,
    );
  }
}

async function scripts(pages: ReturnType<typeof pickPages>) {
  const gallery =
    pages.find((p) => p.car.images.length >= 20 && p.car.status === "in_stock") ?? pages[0]!;
  const vehicle = firstLoadJs((await get(gallery.host, gallery.path)).body);
  const home = firstLoadJs((await get(gallery.host, "/")).body);
  console.log(
    `First-load JavaScript (gzip -9): vehicle page ${(vehicle / 1024).toFixed(1)} KB (${verdict(vehicle <= 120 * 1024)}); home page ${(home / 1024).toFixed(1)} KB; the vehicle page adds ${((vehicle - home) / 1024).toFixed(1)} KB (${verdict(vehicle - home <= 25 * 1024)}: ADR 0022 holds what a page adds to <= 25 KB; the framework alone is ~133 KB)`,
  );
  return gallery;
}

async function largestPaint(page: { host: string; path: string; car: Car }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP *.localhost 127.0.0.1",
    ],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await tab.goto(`http://${page.host}:${PORT}${page.path}`, { waitUntil: "networkidle" });
    const lcp = await tab.evaluate(
      () =>
        new Promise<{ tag: string; src: string; ms: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & {
              element?: Element;
              url?: string;
            };
            resolve({
              tag: last.element?.tagName ?? "?",
              src: last.url ?? "",
              ms: Math.round(last.startTime),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const first = encodeURIComponent(page.car.images[0]!.url);
    console.log(
      `Largest contentful paint (390x844, no throttling): <${lcp.tag.toLowerCase()}> at ${lcp.ms} ms, ${lcp.src.includes(first) ? "the first photo (ok)" : `not the first photo: ${lcp.src}`}`,
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
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-vehicle-bench-"));
  let server: BuildServer | null = null;
  try {
    server = await serveBuild({
      port: PORT,
      dataDir: work,
      waitForHost: `${DEMO_SITES[0]!.slug}.localhost`,
    });
    const pages = pickPages();
    console.log(
      `Serving ${DIST} on port ${PORT}; ${pages.length} vehicle pages over ${DEMO_SITES.length} sites`,
    );
    await pageHtml(pages);
    const gallery = await scripts(pages);
    await largestPaint(gallery);
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
