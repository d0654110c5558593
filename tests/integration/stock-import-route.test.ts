/**
 * POST /api/admin/stock as Next calls it: the exported handler with a Request and the site
 * slug the proxy put in the path. The site registry and the server database are replaced by
 * two test sites and a test database; everything else is the real route.
 */
import { asc } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { cars } from "@/data/schema";
import { MAX_FEED_BYTES, type StockApiSite } from "@/features/stock-import/handle-import-request";
import { sha256Hex } from "@/lib/http/api-key";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { dealership, emptyData } from "./fixtures";

const state = vi.hoisted(() => ({
  db: undefined as Database | undefined,
  sites: [] as StockApiSite[],
}));
vi.mock("server-only", () => ({}));
vi.mock("@/data/db.server", () => ({ getDatabase: async () => state.db }));
vi.mock("@/config/registry.server", () => ({
  getSiteRegistry: () => ({ bySlug: (slug: string) => state.sites.find((s) => s.slug === slug) }),
}));

const { POST } = await import("@/app/[site]/api/admin/stock/route");

const KEY_A = "alpha-feed-key-7f3a";
const KEY_B = "bravo-feed-key-91c2";
state.sites = [
  { slug: "alpha", dealerships: ["alpha-toyota"], admin: { apiKeySha256: sha256Hex(KEY_A) } },
  { slug: "bravo", dealerships: ["bravo-mazda"], admin: { apiKeySha256: sha256Hex(KEY_B) } },
  { slug: "closed", dealerships: ["alpha-toyota"], admin: { apiKeySha256: null } },
];

const FEED = [
  "stocknum,dealership,year,make,model,price,car_type,status",
  "A1,alpha-toyota,2023,Toyota,HiLux,52990,used,in_stock",
].join("\n");

function post(site: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://${site}.localhost/${site}/api/admin/stock`, {
    method: "POST",
    headers: { "content-type": "text/csv", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ site }) });
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

await describeEachBackend("POST /api/admin/stock", (backend) => {
  const t = useTestDatabase(backend);
  const allCars = () => t.db.select().from(cars).orderBy(asc(cars.id));

  beforeAll(async () => {
    state.db = t.db;
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
    });
  });

  it("answers 401 JSON for a missing, wrong or other site's key, and imports nothing", async () => {
    for (const [site, headers] of [
      ["alpha", {}],
      ["alpha", bearer("not-the-key")],
      ["alpha", { authorization: KEY_A }],
      ["alpha", bearer(sha256Hex(KEY_A))],
      ["bravo", bearer(KEY_A)], // site A's key on site B
      ["alpha", bearer(KEY_B)],
      ["closed", bearer(KEY_A)], // no key configured: nobody may import
    ] as const) {
      const response = await post(site, FEED, headers);
      expect(response.status, `${site} ${JSON.stringify(headers)}`).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ error: "unauthorized" });
    }
    expect(await allCars()).toEqual([]);
  });

  it("answers 404 for a site slug no config has", async () => {
    expect((await post("nowhere", FEED, bearer(KEY_A))).status).toBe(404);
  });

  it("imports with the site's own key and answers the report", async () => {
    const response = await post("alpha", FEED, bearer(KEY_A));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      added: 1,
      updated: 0,
      sold: 0,
      unchanged: 0,
      rejected: [],
    });
    const json = JSON.stringify([
      {
        stocknum: "A1",
        dealership: "alpha-toyota",
        year: 2023,
        make: "Toyota",
        model: "HiLux",
        price: 52990,
        car_type: "used",
        status: "in_stock",
      },
    ]);
    const again = await post("alpha", json, {
      ...bearer(KEY_A),
      "content-type": "application/json",
    });
    expect(await again.json()).toMatchObject({ added: 0, updated: 0, sold: 0, unchanged: 1 });
  });

  it("answers 400 with a message for a malformed file, and changes nothing", async () => {
    const before = await allCars();
    for (const [body, type] of [
      ['{"not": "an array"}', "application/json"],
      ["[{", "application/json"],
      ["stocknum,make\nA1,Toyota", "text/csv"],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x41]), "text/csv"],
    ] as const) {
      const response = await post("alpha", body, { ...bearer(KEY_A), "content-type": type });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toMatchObject({ error: "malformed-feed", message: expect.any(String) });
      expect(JSON.stringify(answer)).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
    expect(await allCars()).toEqual(before);
  });

  it("answers 413 for a body over the limit, declared or not", async () => {
    const big = new Uint8Array(MAX_FEED_BYTES + 1).fill(0x41);
    expect((await post("alpha", big, bearer(KEY_A))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    expect((await post("alpha", stream, bearer(KEY_A))).status).toBe(413);
  });
});
