/**
 * npx tsx scripts/bench/page-weight.ts — what a page's HTML is made of, for the home, search and
 * a vehicle page of every demo site: its bytes, how many of them are markup and how many the
 * page's data rows (the React tree sent again for hydration, `self.__next_f.push`), and gzip.
 * Budget: a search page of 21 cards at most 150 KB of HTML; vehicle pages likewise.
 *
 * With --detail it prints the largest data rows of each page (their first characters), to see
 * what the rows still repeat.
 *
 * It serves $NEXT_DIST_DIR (default .next) with a fresh demo database and never builds.
 * Options: --port=N (default 3126), --sites=a,b (default: every demo site), --detail.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEMO_SITES } from "@/demo/generate";
import { benchArgs, hasBuild, serveBuild, verdict } from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3126);
const SITES = args.get("sites")?.split(",") ?? DEMO_SITES.map((site) => site.slug);
const DETAIL = args.has("detail");
const BUDGET = 150 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's data rows: the string of every `self.__next_f.push([1,"…"])`, decoded. */
function dataRows(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)].flatMap(
    (m) => {
      const [, text] = JSON.parse(m[1]!) as [number, string?];
      return typeof text === "string" ? [text] : [];
    },
  );
}

function weigh(html: string) {
  const bytes = Buffer.byteLength(html);
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
  const rows = scripts.filter((s) => s.includes("self.__next_f.push"));
  const rowBytes = rows.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  const otherScripts = scripts.reduce((sum, s) => sum + Buffer.byteLength(s), 0) - rowBytes;
  return {
    bytes,
    rowBytes,
    otherScripts,
    markup: bytes - rowBytes - otherScripts,
    gzip: gzipSync(html, { level: 6 }).length,
    cards: (html.match(/<article aria-labelledby="car-/g) ?? []).length,
  };
}

function printDetail(html: string) {
  const lines = dataRows(html)
    .join("")
    .split(/\n(?=[0-9a-f]+:)/);
  const largest = lines
    .map((line) => ({ line, bytes: Buffer.byteLength(line) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
  for (const { line, bytes } of largest) {
    console.log(`      ${kb(bytes).padStart(9)}  ${line.slice(0, 140).replace(/\s+/g, " ")}`);
  }
}

async function main() {
  if (!hasBuild()) process.exitCode = 1;
  if (process.exitCode) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-weight-"));
  const server = await serveBuild({
    port: PORT,
    dataDir,
    waitForHost: `${SITES[0]}.localhost`,
  });
  try {
    console.log("Page weight (HTML bytes: markup + data rows + other scripts; gzip -6):");
    for (const slug of SITES) {
      const host = `${slug}.localhost`;
      const search = await server.get(host, "/search/new-used-and-demo-cars");
      const firstCar = search.body.match(/href="(\/cars\/[^"#?]+)"/)?.[1];
      const pages: [string, string][] = [
        ["home", "/"],
        ["search", "/search/new-used-and-demo-cars"],
        ...(firstCar ? ([["vehicle", firstCar]] as [string, string][]) : []),
      ];
      for (const [name, pathname] of pages) {
        const reply = await server.get(host, pathname);
        if (reply.status !== 200) throw new Error(`${slug}${pathname}: HTTP ${reply.status}`);
        const w = weigh(reply.body);
        const judged = name === "home" ? "" : ` | ${verdict(w.bytes <= BUDGET)}`;
        console.log(
          `  ${slug} ${name.padEnd(7)} ${kb(w.bytes).padStart(9)} = markup ${kb(w.markup)} + rows ${kb(w.rowBytes)} + scripts ${kb(w.otherScripts)}; gzip ${kb(w.gzip)}${name === "search" ? `; ${w.cards} cards` : ""}${judged}`,
        );
        if (DETAIL) printDetail(reply.body);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
