/**
 * Where a page's start-up time goes in the browser: a CPU profile of one load in Debian's
 * Chromium (a phone's viewport, the CPU slowed 4x as Lighthouse's mobile runs assume), read
 * through the build's source maps, printed three ways:
 *
 * - self time by source file (the framework, each of our modules, and "(program)": the browser's
 *   own parsing, style, layout and paint);
 * - self time by function;
 * - each busy stretch of 40 ms or more (no idle sample inside: a long task, or tasks back to
 *   back), with the functions of our own modules and "(program)" that ran in it, inclusive.
 *
 * It needs a build with the browser's source maps, in a directory of its own:
 *
 *   BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-map npx next build
 *   NEXT_DIST_DIR=.next-map npx tsx scripts/bench/profile-page.ts --site=southern-cross --page=vehicle
 *
 * Options: --site=slug (default southern-cross), --page=vehicle (the site's first car in the
 * default search) or a path (/search/used-cars), --port=N (default 3124), --throttle=N (default 4).
 * The page is loaded once untimed first (the image service's cache warm, as in a deployment).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "playwright-core";
import { benchArgs, distDir, hasBuild, serveBuild } from "./serve-build";

const args = benchArgs();
const SITE = args.get("site") ?? "southern-cross";
const PAGE = args.get("page") ?? "vehicle";
const PORT = Number(args.get("port") ?? 3124);
const THROTTLE = Number(args.get("throttle") ?? 4);
const DIST = distDir();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
type Place = { source: string; name: string };

/** Source maps of the build's browser scripts, read on first use (null when a script has none). */
const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  const script = url.match(/\/_next\/(static\/.*\.js)/)?.[1];
  if (!script) return null;
  if (!maps.has(script)) {
    const file = path.join(DIST, script);
    const ref = existsSync(file)
      ? readFileSync(file, "utf8").match(/sourceMappingURL=(\S+)\s*$/)?.[1]
      : undefined;
    const mapFile = ref ? path.join(path.dirname(file), ref) : "";
    maps.set(
      script,
      ref && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, "utf8")) : null,
    );
  }
  return maps.get(script) ?? null;
}

function placeOf(frame: CallFrame): Place {
  const map = mapOf(frame.url);
  if (!map || frame.lineNumber < 0) {
    return { source: frame.url.split("/").pop() || frame.functionName, name: frame.functionName };
  }
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? "?")
    .replace(/^.*node_modules\//, "node_modules/")
    .replace(/^.*\/src\//, "src/");
  return { source, name: at.name ?? frame.functionName };
}

async function profileLoad(url: string): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    const warm = await context.newPage();
    await warm.goto(url, { waitUntil: "load" });
    await warm.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(4_000);
    const { profile } = await cdp.send("Profiler.stop");
    return profile as unknown as Profile;
  } finally {
    await browser.close();
  }
}

function report(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const places = new Map<number, Place>();
  const place = (node: ProfileNode) => {
    const known = places.get(node.id);
    if (known) return known;
    const found = placeOf(node.callFrame);
    places.set(node.id, found);
    return found;
  };
  const ms = (i: number) => (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const add = (totals: Map<string, number>, key: string, value: number) =>
    totals.set(key, (totals.get(key) ?? 0) + value);
  const print = (title: string, totals: Map<string, number>, count: number) => {
    console.log(`\n${title}`);
    for (const [key, value] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${value.toFixed(1).padStart(9)} ms  ${key}`);
  };

  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!)!;
    const { functionName } = node.callFrame;
    if (functionName === "(idle)" || functionName === "(program)") {
      add(bySource, functionName, ms(i));
      continue;
    }
    const { source, name } = place(node);
    add(bySource, source, ms(i));
    add(byFunction, `${name || "(anonymous)"}  ${source}`, ms(i));
  }
  print(`Self time by source file (CPU slowed ${THROTTLE}x)`, bySource, 25);
  print("Self time by function", byFunction, 30);

  // Busy stretches: samples with no idle one between them.
  let start = -1;
  let time = profile.startTime;
  let busy: number[] = [];
  const stretches: { at: number; length: number; samples: number[] }[] = [];
  for (let i = 0; i <= profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    const node = i < profile.samples.length ? byId.get(profile.samples[i]!)! : null;
    if (node && node.callFrame.functionName !== "(idle)") {
      if (start < 0) start = time;
      busy.push(i);
    } else if (start >= 0) {
      stretches.push({
        at: (start - profile.startTime) / 1000,
        length: (time - start) / 1000,
        samples: busy,
      });
      start = -1;
      busy = [];
    }
  }
  for (const stretch of stretches.filter((s) => s.length >= 40)) {
    const inside = new Map<string, number>();
    for (const i of stretch.samples) {
      const seen = new Set<string>();
      for (let node = byId.get(profile.samples[i]!); node; node = byId.get(parent.get(node.id)!)) {
        const { source, name } = place(node);
        const key =
          node.callFrame.functionName === "(program)"
            ? "(program)"
            : `${name || "(anonymous)"}  ${source}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (
          key === "(program)" ||
          /^src\/(app|components|config|domain|features|lib)\//.test(source)
        )
          add(inside, key, ms(i));
      }
    }
    print(`Busy ${stretch.length.toFixed(0)} ms from ${stretch.at.toFixed(0)} ms`, inside, 12);
  }
}

async function main() {
  if (!hasBuild()) throw new Error(`No build in ${DIST}: see this script's comment.`);
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-profile-"));
  const host = `${SITE}.localhost`;
  const server = await serveBuild({
    port: PORT,
    dataDir: path.join(work, "data"),
    waitForHost: host,
  });
  try {
    let pathname = PAGE;
    if (PAGE === "vehicle") {
      const { body } = await server.get(host, "/search/new-used-and-demo-cars");
      pathname = body.match(/href="(\/cars\/[a-z0-9-]+)"/)?.[1] ?? "/";
    }
    const url = `http://${host}:${PORT}${pathname}`;
    console.log(`Profile of ${url} (${DIST})`);
    report(await profileLoad(url));
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
