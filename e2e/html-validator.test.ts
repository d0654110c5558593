/**
 * Every page type of every demo site through the Nu HTML Checker (vnu, the W3C validator, run
 * locally with Debian's Java): no errors. Pages are fetched from the shared test server as a
 * browser gets them, written to files, and checked in one run of the checker. A page the site
 * gates (and My Garage) is fetched again as a signed-in shopper gets it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import vnuJar from "vnu-jar";
import { e2eEnabled, e2ePort } from "./support/browser";
import { request } from "./support/http";
import { e2eDataDir, signInByHttp } from "./support/sign-in";
import { readSiteConfigs } from "./support/site-server";

const PAGES = [
  "/",
  "/search/used-cars",
  "/search/new-used-and-demo-cars",
  "/contact",
  "/about-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/finance",
  "/apply-for-finance",
  "/finance-enquiry",
  "/trade-in",
  "/sell-my-car",
  "/book-test-drive",
  "/careers",
  "/service",
  "/vehicle-parts-and-accessories",
  "/faqs",
  "/fleet",
  "/warranty",
  "/special-offers",
  "/dealer-locator",
  "/models",
  "/brands",
  "/compare",
  "/my-garage",
  "/no-such-page",
];

type Json = Record<string, unknown>;

/** What search engines require of the structured data a page carries; problems as sentences. */
function structuredDataProblems(page: string, html: string): string[] {
  const problems: string[] = [];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
  const types = (block: Json) => [block["@type"]].flat().map(String);
  for (const block of blocks) {
    const t = types(block);
    if (t.includes("Car") || t.includes("Vehicle")) {
      for (const key of ["name", "image", "url", "brand", "model", "vehicleModelDate"])
        if (!block[key] || (Array.isArray(block[key]) && (block[key] as unknown[]).length === 0))
          problems.push(`${page}: vehicle without ${key}`);
      const offer = block.offers as Json | undefined;
      if (
        offer &&
        !(Number(offer.price) > 0 && offer.priceCurrency === "AUD" && offer.availability)
      )
        problems.push(`${page}: an Offer without price, currency or availability`);
      if (t.includes("Product") && !offer) problems.push(`${page}: a Product without an Offer`);
    }
    if (t.includes("AutoDealer") && block["@context"]) {
      const address = (block.address ?? {}) as Json;
      for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"])
        if (!address[key]) problems.push(`${page}: AutoDealer address without ${key}`);
      if (!block.name) problems.push(`${page}: AutoDealer without a name`);
    }
    if (t.includes("BreadcrumbList")) {
      const items = (block.itemListElement ?? []) as Json[];
      items.forEach((item, i) => {
        if (item.position !== i + 1 || !item.name || !String(item.item).startsWith("http"))
          problems.push(`${page}: breadcrumb item ${i + 1} incomplete`);
      });
    }
  }
  const all = blocks.flatMap(types);
  if (page.endsWith(" /") && !all.includes("AutoDealer")) problems.push(`${page}: no AutoDealer`);
  if (/ \/cars\/[^/]+$/.test(page)) {
    if (!all.some((t) => t === "Car" || t === "Vehicle")) problems.push(`${page}: no vehicle`);
    if (!all.includes("BreadcrumbList")) problems.push(`${page}: no BreadcrumbList`);
  }
  return problems;
}

type VnuMessage = { type: string; url: string; message: string; extract?: string };

function javaAvailable(): boolean {
  if (spawnSync("java", ["-version"]).status === 0) return true;
  if (process.env.CI === "true" || process.env.CI === "1")
    throw new Error(
      "CI=true but java is missing: install default-jre-headless (bash .ci/run does).",
    );
  console.warn("\n!! HTML CHECKER SKIPPED: no java (apt-get install default-jre-headless)\n");
  return false;
}

/** The page paths of one site worth checking: the fixed list, plus its first car and model. */
async function sitePages(host: string): Promise<string[]> {
  const port = e2ePort();
  const search = await request(port, host, "/search/used-cars");
  const sitemap = await request(port, host, "/sitemap.xml");
  const locs = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(search.body)?.[1];
  const extra = [
    car,
    car ? `${car}/checkout` : undefined,
    car ? `/print?car_id=${car.slice(6)}` : undefined,
    locs.find((p) => p.startsWith("/models/")),
    locs.find((p) => p.startsWith("/contact-us/")),
    locs.find((p) => p.startsWith("/pages/")),
  ];
  return [...PAGES, ...extra.filter((p): p is string => Boolean(p))];
}

describe.skipIf(!e2eEnabled() || !javaAvailable())("Nu HTML Checker", () => {
  it("finds no error on any page type of any demo site; canonical links and structured data complete", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-vnu-"));
    const files = new Map<string, string>();
    const noCanonical: string[] = [];
    const structured: string[] = [];
    try {
      for (const { slug } of readSiteConfigs()) {
        const host = `${slug}.localhost:${e2ePort()}`;
        let session: string | null = null;
        for (const page of await sitePages(host)) {
          let reply = await request(e2ePort(), host, page);
          // A page the site gates is checked as a signed-in shopper sees it.
          if (reply.status === 307 && reply.headers.location?.startsWith("/sign-in?")) {
            session ??= await signInByHttp(e2ePort(), host, e2eDataDir(), "0412 700 005");
            reply = await request(e2ePort(), host, page, { headers: { cookie: session } });
          }
          if (!String(reply.headers["content-type"]).includes("text/html")) continue;
          if (reply.status === 200) {
            structured.push(...structuredDataProblems(`${slug} ${page}`, reply.body));
            // Every page names one absolute canonical address on the site's own origin.
            const canonicals = [...reply.body.matchAll(/<link rel="canonical" href="([^"]*)"/g)];
            if (canonicals.length !== 1 || !canonicals[0]![1]!.startsWith(`http://${host}`))
              noCanonical.push(
                `${slug} ${page}: ${canonicals.map((c) => c[1]).join(", ") || "none"}`,
              );
          }
          const file = path.join(dir, `${files.size}.html`);
          writeFileSync(file, reply.body);
          files.set(`file:${file}`, `${slug} ${page}`);
        }
      }
      const unknownHost = await request(e2ePort(), `nobody.localhost:${e2ePort()}`, "/");
      const file = path.join(dir, "unknown-host.html");
      writeFileSync(file, unknownHost.body);
      files.set(`file:${file}`, "unknown host /");

      const run = spawnSync(
        "java",
        [
          "-jar",
          String(vnuJar),
          "--format",
          "json",
          "--errors-only",
          ...[...files.keys()].map((f) => f.slice(5)),
        ],
        { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      );
      const messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] })
        .messages;
      const errors = messages
        .filter((m) => m.type === "error")
        .map((m) => `${files.get(m.url) ?? m.url}: ${m.message}`);
      console.log(`Nu HTML Checker: ${files.size} pages, ${errors.length} errors`);
      expect([...new Set(errors)]).toEqual([]);
      expect(noCanonical).toEqual([]);
      expect(structured).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
