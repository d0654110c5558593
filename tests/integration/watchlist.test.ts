/**
 * The watchlist, My Garage's reads and deleting an account, on both databases, through the
 * service and the route handlers as Next calls them: a shopper changes only their own watchlist
 * with their own site's cars (401 anonymous, 403 another number, 404 another site's car, 400 a
 * bad field), the garage lists saved cars with their price when saved and the shopper's leads by
 * number, and deleting the account deletes its sessions, watchlist and saved searches but keeps
 * its leads.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { storeLead } from "@/data/leads/store-lead";
import { startSession } from "@/data/repositories/accounts";
import {
  deleteShopper,
  findShopperDetails,
  listEnquiries,
  listWatchlist,
  saveShopperDetails,
  watchlistCarIds,
} from "@/data/repositories/watchlist";
import {
  cars,
  leads,
  savedSearches,
  shopperSessions,
  shoppers,
  sites,
  watchlist,
} from "@/data/schema";
import type { Shopper } from "@/domain/account/shopper";
import type { SiteScope } from "@/domain/site/site-scope";
import { handleWatchlistChange, handleWatchlistState } from "@/features/account/handle-watchlist";
import { describeEachBackend, useTestDatabase } from "../support/databases";
import { newLead, SITE, seedLeadData } from "./leads-fixtures";

const NOW = new Date("2025-06-10T02:00:00.000Z");
const PHONE = "+61412345678";
const BRAVO = { slug: "bravo", dealershipIds: [2], soldDays: 3 } as const;
const HOST = "alpha.localhost:3000";

function post(path: string, body: unknown, origin = `http://${HOST}`) {
  return new Request(`http://${HOST}${path}`, {
    method: "POST",
    headers: { host: HOST, origin, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

await describeEachBackend("watchlist and my garage", (backend) => {
  const t = useTestDatabase(backend);
  let kim: Shopper;
  let bravoKim: Shopper;

  beforeAll(async () => {
    await seedLeadData(t.db);
    const session = (slug: string, phone: string, tokenHash: string) =>
      startSession(
        t.db,
        { slug },
        { phone, tokenHash, expiresAt: new Date(NOW.getTime() + 1e9), now: NOW },
      );
    kim = await session("alpha", PHONE, "hash-kim");
    bravoKim = await session("bravo", PHONE, "hash-bravo-kim");
  });

  const context = (shopper: Shopper | null, site: SiteScope = SITE) => ({
    deps: { db: t.db, site, now: NOW, shopper },
    trustProxy: false,
  });
  const change = async (
    shopper: Shopper | null,
    kind: "save" | "remove",
    body: unknown,
    origin?: string,
  ) => {
    const response = await handleWatchlistChange(
      post(`/api/watchlist/${kind}-car`, body, origin),
      context(shopper),
      kind,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("saves a car of the site for the signed-in shopper, with its price then", async () => {
    expect(await change(kim, "save", { phone_number: "0412 345 678", car_id: 101 })).toEqual({
      status: 200,
      body: { success: true },
    });
    // Saving again changes nothing.
    expect((await change(kim, "save", { phone_number: PHONE, car_id: 101 })).status).toBe(200);
    const saved = await listWatchlist(t.db, SITE, kim.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ carId: 101, price: 29_990, priceWhenSaved: 29_990 });
    const state = await handleWatchlistState(context(kim));
    expect(await state.json()).toEqual({ signedIn: true, phone_number: PHONE, car_ids: [101] });
    expect(await (await handleWatchlistState(context(null))).json()).toEqual({ signedIn: false });
  });

  it("refuses anonymous, another number, another site's car, bad fields and other sites' pages", async () => {
    expect(await change(null, "save", { phone_number: PHONE, car_id: 102 })).toMatchObject({
      status: 401,
      body: { success: false },
    });
    expect((await change(kim, "save", { phone_number: "0400 000 000", car_id: 102 })).status).toBe(
      403,
    );
    expect(await change(kim, "save", { phone_number: PHONE, car_id: 201 })).toMatchObject({
      status: 404,
      body: { success: false, error: "We could not find that car." },
    });
    expect((await change(kim, "save", { phone_number: PHONE, car_id: 999_999 })).status).toBe(404);
    expect(await change(kim, "save", { phone_number: "12", car_id: "x" })).toEqual({
      status: 400,
      body: {
        success: false,
        error: "Please check the highlighted fields.",
        fields: {
          phone_number: "Please enter an Australian mobile number, like 04 1234 5678.",
          car_id: "Please choose a car to save.",
        },
      },
    });
    expect((await change(kim, "save", "not json")).status).toBe(400);
    expect(
      (await change(kim, "save", { phone_number: PHONE, car_id: 102, pad: "x".repeat(2000) }))
        .status,
    ).toBe(413);
    expect(
      (await change(kim, "save", { phone_number: PHONE, car_id: 102 }, "http://evil.example"))
        .status,
    ).toBe(403);
    expect(await watchlistCarIds(t.db, SITE, kim.id)).toEqual([101]);
  });

  it("keeps each site's watchlist apart", async () => {
    // The same number on bravo is another shopper, who cannot reach alpha's cars through bravo.
    const bravo = await handleWatchlistChange(
      post("/api/watchlist/save-car", { phone_number: PHONE, car_id: 101 }),
      context(bravoKim, BRAVO),
      "save",
    );
    expect(bravo.status).toBe(404);
    // Alpha's shopper used on bravo's site finds nothing of theirs there.
    expect(await watchlistCarIds(t.db, BRAVO, kim.id)).toEqual([]);
    expect(await listWatchlist(t.db, BRAVO, kim.id)).toEqual([]);
    const saved = await handleWatchlistChange(
      post("/api/watchlist/save-car", { phone_number: PHONE, car_id: 201 }),
      context(bravoKim, BRAVO),
      "save",
    );
    expect(saved.status).toBe(200);
    expect(await watchlistCarIds(t.db, BRAVO, bravoKim.id)).toEqual([201]);
    expect(await watchlistCarIds(t.db, SITE, kim.id)).toEqual([101]);
  });

  it("shows a saved car's live state: a price change, and sold cars stay listed", async () => {
    await t.db.update(cars).set({ price: 27_500, status: "sold" }).where(eq(cars.id, 101));
    const [saved] = await listWatchlist(t.db, SITE, kim.id);
    expect(saved).toMatchObject({
      carId: 101,
      status: "sold",
      price: 27_500,
      priceWhenSaved: 29_990,
    });
    // A sold car cannot be saved anew once past the site's sold days, but can be removed.
    await t.db
      .update(cars)
      .set({ soldDate: new Date(NOW.getTime() - 10 * 86_400_000) })
      .where(eq(cars.id, 101));
    expect((await change(kim, "remove", { phone_number: PHONE, car_id: 101 })).status).toBe(200);
    expect(await watchlistCarIds(t.db, SITE, kim.id)).toEqual([]);
    expect((await change(kim, "save", { phone_number: PHONE, car_id: 101 })).status).toBe(404);
    expect((await change(kim, "save", { phone_number: PHONE, car_id: 102 })).status).toBe(200);
    expect((await change(kim, "remove", { phone_number: PHONE, car_id: 201 })).status).toBe(404);
  });

  it("lists the shopper's leads on this site by number, and keeps their details", async () => {
    const contact = (phone: string) => ({ ...newLead().contact, phone });
    const mine = newLead({ contact: contact("0412345678") });
    await storeLead(t.db, SITE, { lead: mine, idempotencyKey: "w-1", outbox: [] });
    const other = newLead({ contact: contact("0499999999") });
    await storeLead(t.db, SITE, { lead: other, idempotencyKey: "w-2", outbox: [] });
    const found = await listEnquiries(t.db, SITE, PHONE);
    expect(found.map((lead) => lead.reference)).toContain(mine.reference);
    expect(found.map((lead) => lead.reference)).not.toContain(other.reference);
    expect(await listEnquiries(t.db, { slug: "bravo" }, PHONE)).toEqual([]);
    // Unseen until someone at the dealership opens it, then seen.
    expect(found.find((lead) => lead.reference === mine.reference)?.seenAt).toBeNull();
    const seenAt = new Date("2025-06-10T03:00:00.000Z");
    await t.db.update(leads).set({ seenAt }).where(eq(leads.reference, mine.reference));
    const again = await listEnquiries(t.db, SITE, PHONE);
    expect(again.find((lead) => lead.reference === mine.reference)?.seenAt).toEqual(seenAt);

    expect(await saveShopperDetails(t.db, SITE, kim.id, { name: "Kim", postcode: "2150" })).toBe(
      true,
    );
    expect(await findShopperDetails(t.db, SITE, kim.id)).toEqual({ name: "Kim", postcode: "2150" });
    expect(await saveShopperDetails(t.db, BRAVO, kim.id, { name: "X" })).toBe(false);
    expect(await findShopperDetails(t.db, BRAVO, kim.id)).toBeNull();
  });

  it("deletes an account with its sessions, watchlist and saved searches, keeping its leads", async () => {
    const [alpha] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "alpha"));
    await t.db.insert(savedSearches).values({
      siteId: alpha!.id,
      shopperId: kim.id,
      address: "/search/used-cars",
      label: "Used cars",
    });
    const leadsBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(await deleteShopper(t.db, BRAVO, kim.id)).toBe(false);
    expect(await deleteShopper(t.db, SITE, kim.id)).toBe(true);
    expect(await t.db.select().from(shoppers).where(eq(shoppers.id, kim.id))).toEqual([]);
    expect(
      await t.db.select().from(shopperSessions).where(eq(shopperSessions.shopperId, kim.id)),
    ).toEqual([]);
    expect(await t.db.select().from(watchlist).where(eq(watchlist.shopperId, kim.id))).toEqual([]);
    expect(
      await t.db.select().from(savedSearches).where(eq(savedSearches.shopperId, kim.id)),
    ).toEqual([]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(leads)).toEqual(leadsBefore);
    // The other site's account of the same number is untouched.
    expect(await watchlistCarIds(t.db, BRAVO, bravoKim.id)).toEqual([201]);
  });
});
