/**
 * The dealer console's inbox with 10,000 leads on one site (target p95 ≤ 100 ms, docs/budgets.md
 * style): a fresh PGlite gets one site with three locations and 10,000 leads spread over a year
 * (every form, delivery and follow-up state), then the inbox query is timed as staff use it
 * (first page, a later page, a name search, a phone search, filters, a sales member's locations)
 * and the CSV export of all 10,000.
 *
 *   npm run bench:console [-- --leads=10000 --runs=40]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, openDatabase } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { leadToRow } from "@/data/leads/lead-rows";
import { syncSites } from "@/data/repositories/sites";
import { leads, sites } from "@/data/schema";
import type { StaffMember } from "@/domain/console/staff";
import { LEAD_KINDS } from "@/domain/leads/lead";
import { sampleLead } from "@/domain/leads/test-fixtures";
import { type ConsoleDeps, inboxCsv, loadInbox } from "@/features/console/console-leads";
import { dealership, emptyData, location } from "../../tests/integration/fixtures";
import { benchArgs, percentile } from "./serve-build";

const args = benchArgs();
const COUNT = Number(args.get("leads") ?? 10_000);
const RUNS = Number(args.get("runs") ?? 40);
const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-console-"));
const db = await openDatabase({ dataDir: dir });

const LOCATIONS = [
  { id: 11, slug: "bench-city" },
  { id: 12, slug: "bench-north" },
  { id: 13, slug: "bench-south" },
];
await insertDemoData(db, {
  ...emptyData(),
  dealerships: [dealership(1, "bench-motors")],
  locations: LOCATIONS.map((l) => location(l.id, 1, l.slug)),
});
await syncSites(db, [{ slug: "bench", name: "Bench Motors", dealershipSlugs: ["bench-motors"] }]);
const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "bench"));
const siteId = site!.id;

const FIRST = ["Jane", "Omar", "Mia", "Liam", "Ava", "Noah", "Zoë", "Kai", "Ruby", "Eli"];
const LAST = ["Citizen", "Haddad", "Nguyen", "Smith", "O'Brien", "Kaur", "Rossi", "Park"];
const DELIVERY = ["delivered", "delivered", "delivered", "delivered", "pending", "failed"] as const;
const FOLLOW = ["new", "new", "contacted", "appointment", "sold", "lost"] as const;
const base = sampleLead();
const yearAgo = Date.now() - 365 * 86_400_000;

const started = performance.now();
for (let from = 0; from < COUNT; from += 500) {
  const rows = [];
  for (let i = from; i < Math.min(COUNT, from + 500); i++) {
    const place = LOCATIONS[i % LOCATIONS.length]!;
    const name = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const { created_at: _c, delivery_status: _d, ...lead } = base;
    const row = leadToRow(
      {
        ...lead,
        id: crypto.randomUUID(),
        reference: `B${String(i).padStart(7, "0")}`,
        kind: LEAD_KINDS[i % LEAD_KINDS.length]!,
        contact: {
          ...lead.contact,
          name,
          last_name: last,
          email: `${name.toLowerCase()}.${i}@example.com`,
          phone: `04${String(10_000_000 + i * 37).slice(-8)}`,
        },
        place: {
          dealership: { id: 1, name: "Bench Motors", phone: null },
          location: { ...lead.place.location!, id: place.id, name: place.slug },
        },
        car: lead.car ? { ...lead.car, id: 0 } : null,
      },
      siteId,
      `bench-${i}`,
    );
    rows.push({
      ...row,
      carId: null,
      deliveryStatus: DELIVERY[Math.floor(i / 3) % DELIVERY.length]!,
      followUpState: FOLLOW[Math.floor(i / 7) % FOLLOW.length]!,
      createdAt: new Date(yearAgo + (i / COUNT) * 365 * 86_400_000),
    });
  }
  await db.insert(leads).values(rows);
}
await db.execute(sql`analyze`);
console.log(`${COUNT} leads inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const deps: ConsoleDeps = { db, now: new Date(), site: { slug: "bench", dealershipIds: [1] } };
const owner: StaffMember = { email: "owner@bench.example", role: "owner" };
const sales: StaffMember = {
  email: "sales@bench.example",
  role: "sales",
  locations: ["bench-north"],
};

const CASES: { label: string; member: StaffMember; query: string }[] = [
  { label: "first page", member: owner, query: "" },
  { label: "page 150", member: owner, query: "page=150" },
  { label: "search a name", member: owner, query: "q=Kai+Park" },
  { label: "search a phone", member: owner, query: "q=0410+003+700" },
  { label: "search a reference", member: owner, query: "q=B0004321" },
  { label: "failed, new", member: owner, query: "delivery=failed&followUp=new" },
  {
    label: "test drives in a month",
    member: owner,
    query: "form=test-drive&from=2026-01-01&to=2026-01-31",
  },
  { label: "one location", member: owner, query: "location=bench-south" },
  { label: "sales member", member: sales, query: "" },
];

const all: number[] = [];
for (const c of CASES) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const t0 = performance.now();
    const page = await loadInbox(deps, c.member, new URLSearchParams(c.query));
    const ms = performance.now() - t0;
    total = page?.total ?? 0;
    if (run >= 3) times.push(ms); // the first runs warm the caches
  }
  all.push(...times);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `inbox ${c.label.padEnd(24)} ${String(total).padStart(6)} leads  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `inbox, every case: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target p95 ≤ 100 ms)`,
);

const csvTimes: number[] = [];
let bytes = 0;
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  const csv = await inboxCsv(deps, owner, new URLSearchParams());
  csvTimes.push(performance.now() - t0);
  bytes = Buffer.byteLength(csv ?? "");
}
console.log(
  `CSV export of ${COUNT} leads (${(bytes / 1_048_576).toFixed(1)} MB): p50 ${percentile(
    [...csvTimes].sort((a, b) => a - b),
    50,
  ).toFixed(0)} ms, slowest ${Math.max(...csvTimes).toFixed(0)} ms`,
);

await closeDatabase(db);
rmSync(dir, { recursive: true, force: true });
