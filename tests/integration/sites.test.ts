/** Site scopes from configured dealership slugs, and sites recorded as rows. */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { insertDemoData } from "@/data/demo-data";
import { resolveSiteScope, syncSites, UnknownDealershipError } from "@/data/repositories/sites";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { dealership, emptyData } from "./fixtures";

await describeEachBackend("sites", (backend) => {
  const t = useTestDatabase(backend);

  beforeAll(async () => {
    await insertDemoData(t.db, {
      ...emptyData(),
      dealerships: [dealership(4, "alpha-toyota"), dealership(9, "bravo-mazda")],
    });
  });

  it("resolves a site's dealership slugs to ids, in the config's order", async () => {
    expect(
      await resolveSiteScope(t.db, {
        slug: "group",
        dealershipSlugs: ["bravo-mazda", "alpha-toyota"],
        soldDays: 5,
      }),
    ).toEqual({ slug: "group", dealershipIds: [9, 4], soldDays: 5 });
  });

  it("names every unknown dealership slug in its error", async () => {
    const attempt = resolveSiteScope(t.db, {
      slug: "alpha",
      dealershipSlugs: ["alpha-toyota", "nope", "gone"],
      soldDays: 3,
    });
    await expect(attempt).rejects.toBeInstanceOf(UnknownDealershipError);
    await expect(attempt).rejects.toThrow(
      'Site "alpha" lists unknown dealership slug(s): nope, gone.',
    );
  });

  it("upserts sites and replaces their dealership lists", async () => {
    const first = await syncSites(t.db, [
      { slug: "alpha", name: "Alpha", dealershipSlugs: ["alpha-toyota"] },
      { slug: "group", name: "Group", dealershipSlugs: ["alpha-toyota", "bravo-mazda"] },
    ]);
    expect(first.map((s) => s.slug)).toEqual(["alpha", "group"]);
    const second = await syncSites(t.db, [
      { slug: "group", name: "The Group", dealershipSlugs: ["bravo-mazda"] },
    ]);
    expect(second[0]?.id).toBe(first[1]?.id);
    const rows = await t.db.execute<{ slug: string; name: string; dealerships: string }>(sql`
      select s.slug, s.name, coalesce(string_agg(d.slug, ',' order by d.slug), '') as dealerships
      from sites s
      left join site_dealerships sd on sd.site_id = s.id
      left join dealerships d on d.id = sd.dealership_id
      group by s.slug, s.name order by s.slug`);
    expect(rows.rows).toEqual([
      { slug: "alpha", name: "Alpha", dealerships: "alpha-toyota" },
      { slug: "group", name: "The Group", dealerships: "bravo-mazda" },
    ]);
  });

  it("changes nothing when one site names an unknown dealership", async () => {
    await expect(
      syncSites(t.db, [
        { slug: "alpha", name: "Renamed", dealershipSlugs: [] },
        { slug: "charlie", name: "Charlie", dealershipSlugs: ["nope"] },
      ]),
    ).rejects.toBeInstanceOf(UnknownDealershipError);
    const rows = await t.db.execute<{ slug: string; name: string }>(
      sql`select slug, name from sites order by slug`,
    );
    expect(rows.rows).toEqual([
      { slug: "alpha", name: "Alpha" },
      { slug: "group", name: "The Group" },
    ]);
  });
});
