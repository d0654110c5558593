/**
 * Lighthouse on the pages the budgets name (docs/adr/0022): home, search and vehicle pages of
 * each template (a single dealer, a dealer group, and the caravan dealer), mobile form factor with
 * Lighthouse's default simulated throttling, in Debian's Chromium.
 *
 * Budgets (docs/budgets.md): performance >= 95, accessibility 100,
 * best practices >= 95, SEO 100. Beside the scores it prints LCP, TBT, CLS and the JavaScript the
 * page transferred at load (gzip as served).
 *
 * It serves $NEXT_DIST_DIR (default .next) with a fresh demo database and never builds.
 * Options: --port=N (default 3123), --runs=N per page (default 1; the median run is reported),
 * --sites=a,b (default: one site of each template), --pages=home,search,vehicle (the default;
 * `all` adds every other page type: locations, contact, finance, models, offers, about, faqs,
 * test drive, sell my car, compare; a page type a site does not have is skipped),
 * --save=DIR (write each report's JSON there, to read what an audit found), --cold (no warm-up).
 *
 * Each page is loaded once, untimed, before its runs: a deployment's caches are warm (the image
 * service's resized photos, the shared page cache), and the first load of a fresh server would
 * otherwise time the resizing of each photo it shows (2-3 s of "load time" on the LCP photo).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type BuildServer, benchArgs, distDir, hasBuild, serveBuild } from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3123);
const RUNS = Math.max(1, Number(args.get("runs") ?? 1));
const SITES = (args.get("sites") ?? "parkside-nissan,southern-cross,outback-caravans").split(",");
/** Every page type a shopper meets; the budgets' three lead, `--pages=all` takes every one. */
const PAGE_TYPES = [
  ["home", "/"],
  ["search", "/search/new-used-and-demo-cars"],
  ["vehicle", null],
  ["locations", "/dealer-locator"],
  ["contact", "/contact"],
  ["finance", "/finance"],
  ["models", "/models"],
  ["offers", "/special-offers"],
  ["about", "/about-us"],
  ["faqs", "/faqs"],
  ["test-drive", "/book-test-drive"],
  ["sell", "/sell-my-car"],
  ["compare", "/compare"],
] as const;
const PAGES_ARG = args.get("pages") ?? "home,search,vehicle";
const PAGES = PAGES_ARG === "all" ? PAGE_TYPES.map(([name]) => name) : PAGES_ARG.split(",");
const SAVE = args.get("save") ?? null;
const COLD = args.has("cold");
const DIST = distDir();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];

/** The site's first car in the default search: a vehicle page every shopper can reach. */
async function firstCarPath(server: BuildServer, host: string): Promise<string> {
  const { body } = await server.get(host, "/search/new-used-and-demo-cars");
  const match = body.match(/href="(\/cars\/[a-z0-9-]+)"/);
  if (!match) throw new Error(`${host}: no car link on the search page`);
  return match[1]!;
}

type Measured = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  failing: string[];
};

type Audit = { score: number | null; numericValue?: number; scoreDisplayMode?: string };
type ResourceItem = { resourceType: string; transferSize: number };

async function audit(url: string, chromePort: number, saveAs: string | null): Promise<Measured> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr, null, 1));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit & { details?: { items?: unknown[] } }>;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
      .map(({ id, audit }) => `${c}:${id}(${Math.round((audit!.score ?? 0) * 100)})`),
  );
  const resources = (audits["resource-summary"]?.details?.items ?? []) as ResourceItem[];
  const script = resources.find((r) => r.resourceType === "script");
  return {
    scores,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    scriptKb: (script?.transferSize ?? 0) / 1024,
    failing,
  };
}

const median = (runs: Measured[]) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ]!;

async function main() {
  if (!hasBuild()) {
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-lighthouse-"));
  let server: BuildServer | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let overBudget = 0;
  try {
    if (SAVE) mkdirSync(SAVE, { recursive: true });
    server = await serveBuild({ port: PORT, dataDir: work, waitForHost: `${SITES[0]}.localhost` });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP *.localhost 127.0.0.1",
      ],
    });
    console.log(
      `Lighthouse (mobile, simulated throttling), ${DIST} on port ${PORT}, median of ${RUNS} run(s) per page, ${COLD ? "cold caches" : "after one warm-up load"}`,
    );
    console.log(
      "page | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS KB (transferred) | verdict",
    );
    for (const site of SITES) {
      const host = `${site}.localhost`;
      for (const [name, fixedPath] of PAGE_TYPES.filter(([name]) => PAGES.includes(name))) {
        const pathname = fixedPath ?? (await firstCarPath(server, host));
        const url = `http://${host}:${PORT}${pathname}`;
        // The first render of a route is not what a shopper gets; a site without the page skips it.
        if ((await server.get(host, pathname)).status !== 200) {
          console.log(`${site} ${name} | (no such page on this site)`);
          continue;
        }
        if (!COLD) await audit(url, chrome.port, null).catch(() => null);
        const runs: Measured[] = [];
        for (let i = 0; i < RUNS; i++) {
          const saveAs = SAVE ? path.join(SAVE, `${site}-${name}-${i + 1}.json`) : null;
          // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is retried.
          const port = chrome.port;
          runs.push(
            await audit(url, port, saveAs).catch((error: unknown) => {
              console.warn(`${url}: ${(error as Error).message}; running it again`);
              return audit(url, port, saveAs);
            }),
          );
        }
        const m = median(runs);
        const ok = CATEGORIES.every((c) => m.scores[c] >= BUDGET[c]);
        if (!ok) overBudget++;
        console.log(
          [
            `${site} ${name}`,
            ...CATEGORIES.map((c) => String(m.scores[c])),
            m.lcpMs.toFixed(0),
            m.tbtMs.toFixed(0),
            m.cls.toFixed(3),
            m.scriptKb.toFixed(1),
            ok ? "ok" : `OVER BUDGET ${m.failing.join(" ")}`,
          ].join(" | "),
        );
      }
    }
    console.log(
      overBudget === 0 ? "Every page within budget." : `${overBudget} page(s) over budget.`,
    );
  } finally {
    await chrome?.kill();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
