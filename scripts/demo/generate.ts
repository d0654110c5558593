/**
 * Prints what the demo generator makes: sites, dealerships, locations, vehicles by site and
 * state, photo addresses referenced, and how long it took. With --render it also renders every
 * referenced photo into {DATA_DIR}/media (skipping ones already there) and reports time and size.
 *
 *   npm run demo:generate -- [--seed 123] [--now 2025-09-01] [--render] [--limit 200]
 */
import { readdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_SEED, DEMO_SITES, generateDemo } from "@/demo/generate";
import { env } from "@/lib/env";
import { cachedPhoto } from "@/photos/photo-cache";
import { PLACEHOLDER_URL, photoPathSchema } from "@/photos/photo-catalogue";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    now: { type: "string" },
    render: { type: "boolean", default: false },
    limit: { type: "string" },
  },
});

const seed = values.seed ? Number(values.seed) : DEFAULT_SEED;
const now = values.now ? new Date(values.now) : new Date();
const started = performance.now();
const data = generateDemo({ seed, now });
const ms = performance.now() - started;

const siteOf = new Map(
  DEMO_SITES.flatMap((s) => s.dealerships.map((d) => [d.slug, s.slug] as const)),
);
const DAY = 86_400_000;
const rows = DEMO_SITES.map((site) => {
  const cars = data.cars.filter((c) => siteOf.get(c.dealership_slug) === site.slug);
  const n = (f: (c: (typeof cars)[number]) => boolean) => cars.filter(f).length;
  return {
    site: site.slug,
    dealerships: site.dealerships.length,
    vehicles: cars.length,
    new: n((c) => c.car_type === "new"),
    demo: n((c) => c.car_type === "demo"),
    used: n((c) => c.car_type === "used"),
    in_stock: n((c) => c.status === "in_stock"),
    coming_soon: n((c) => c.status === "coming_soon"),
    sold: n((c) => c.status === "sold"),
    reserved: n((c) => c.reserved),
    certified: n((c) => c.certified),
    new_arrival: n((c) => now.getTime() - c.created_at.getTime() < 8 * DAY),
    hidden: n((c) => !c.show_on_dealer_website),
    no_photo: n((c) => c.images.length === 0),
  };
});

const urls = new Set<string>([PLACEHOLDER_URL]);
for (const c of data.cars)
  for (const u of [...c.images.map((i) => i.url), ...c.spin_images]) urls.add(u);
for (const l of data.locations) if (l.image) urls.add(l.image.image.url);
for (const m of data.models) {
  if (m.image) urls.add(m.image.url);
  for (const c of m.colours) if (c.photo_url) urls.add(c.photo_url);
}
const references = data.cars.reduce((n, c) => n + c.images.length, 0);

console.log(`Demo data (seed ${seed}, now ${now.toISOString()}) generated in ${ms.toFixed(0)} ms`);
console.log(
  `sites ${DEMO_SITES.length}, dealerships ${data.dealerships.length}, locations ${data.locations.length}, vehicles ${data.cars.length}, models ${data.models.length}, reviews ${data.reviews.length}, promotions ${data.promotions.length}`,
);
console.table(rows);
console.log(`photos referenced: ${references} on cars, ${urls.size} distinct images`);

if (values.render) {
  const dir = path.join(env().dataDir, "media");
  const list = [...urls].slice(0, values.limit ? Number(values.limit) : undefined);
  const t0 = performance.now();
  let next = 0;
  let rendered = 0;
  const worker = async () => {
    while (next < list.length) {
      const url = list[next++]!;
      const req = photoPathSchema.parse(url.replace(/^\/media\//, "").split("/"));
      await cachedPhoto(dir, req);
      rendered++;
      if (rendered % 250 === 0) console.log(`  ${rendered}/${list.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const elapsed = performance.now() - t0;
  const bytes = await dirSize(dir);
  console.log(
    `rendered ${list.length} images into ${dir} in ${(elapsed / 1000).toFixed(1)} s (${(elapsed / list.length).toFixed(0)} ms per image incl. cache hits); media directory ${(bytes / 1e6).toFixed(1)} MB`,
  );
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
