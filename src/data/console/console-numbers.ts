/**
 * The console's numbers: leads counted for the home page and the charts, and the shoppers'
 * views, searches and enquiries they are compared with. Test leads are never counted. Every read
 * takes the member's view of the site, so a member sees the numbers of the leads they see.
 */
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { carDisplayName } from "@/domain/car/car-title";
import type { LeadKind } from "@/domain/leads/lead";
import type { Database } from "../db";
import { analyticsEvents, cars, carViews, leads, sites } from "../schema";
import { type Viewer, visible } from "./console-leads";

const real = (viewer: Viewer) => and(visible(viewer), eq(leads.isTest, false));

export type LeadCounts = { today: number; week: number; pending: number; failed: number };

/** Real leads since the day and the week began, and those waiting for or failing delivery. */
export async function leadCounts(
  db: Database,
  viewer: Viewer,
  since: { day: Date; week: Date },
): Promise<LeadCounts> {
  const n = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      today: n(sql`${leads.createdAt} >= ${since.day}`),
      week: n(sql`${leads.createdAt} >= ${since.week}`),
      pending: n(sql`${leads.deliveryStatus} = 'pending'`),
      failed: n(sql`${leads.deliveryStatus} = 'failed'`),
    })
    .from(leads)
    .where(real(viewer));
  return {
    today: Number(row?.today ?? 0),
    week: Number(row?.week ?? 0),
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

export type DailyLeads = { day: string; kind: LeadKind; location: string | null; leads: number };

/** Real leads per local day, form and location name from `since`. */
export async function leadsPerDay(
  db: Database,
  viewer: Viewer,
  since: Date,
  timeZone: string,
): Promise<DailyLeads[]> {
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const location = sql<string | null>`${leads.data}->'place'->'location'->>'name'`;
  const rows = await db
    .select({ day, kind: leads.kind, location, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(real(viewer), gte(leads.createdAt, since)))
    // By position: the day's expression carries the zone as a parameter, which a repeat would not match.
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((row) => ({ ...row, leads: Number(row.leads) }));
}

export type CarInterest = { id: number; slug: string; name: string; views: number; leads: number };

/** The site's cars with the most views from `since` (a local date), with their real leads. */
export async function carsOfInterest(
  db: Database,
  viewer: Viewer,
  dealershipIds: readonly number[],
  since: { day: string; at: Date },
  limit: number,
): Promise<CarInterest[]> {
  if (dealershipIds.length === 0) return [];
  const views = sql<number>`coalesce(sum(${carViews.views}), 0)::int`;
  const top = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      views,
    })
    .from(carViews)
    .innerJoin(cars, eq(cars.id, carViews.carId))
    .where(and(inArray(cars.dealershipId, [...dealershipIds]), gte(carViews.day, since.day)))
    .groupBy(cars.id, cars.slug, cars.name, cars.year, cars.make, cars.model)
    .orderBy(desc(views), cars.id)
    .limit(limit);
  if (top.length === 0) return [];
  const counts = await db
    .select({ carId: leads.carId, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        real(viewer),
        gte(leads.createdAt, since.at),
        inArray(
          leads.carId,
          top.map((car) => car.id),
        ),
      ),
    )
    .groupBy(leads.carId);
  const byCar = new Map(counts.map((row) => [row.carId, Number(row.leads)]));
  return top.map((car) => ({
    id: car.id,
    slug: car.slug,
    name: carDisplayName(car),
    views: Number(car.views),
    leads: byCar.get(car.id) ?? 0,
  }));
}

/** Analytics events of the site between two instants, counted by event id. */
export async function eventCounts(
  db: Database,
  site: { slug: string },
  eventIds: readonly number[],
  between: { since: Date; until: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ eventId: analyticsEvents.eventId, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .innerJoin(sites, eq(sites.id, analyticsEvents.siteId))
    .where(
      and(
        eq(sites.slug, site.slug),
        inArray(analyticsEvents.eventId, [...eventIds]),
        gte(analyticsEvents.createdAt, between.since),
        lt(analyticsEvents.createdAt, between.until),
      ),
    )
    .groupBy(analyticsEvents.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.n)]));
}

/** Real leads in the member's view from `since`. */
export async function realLeadsSince(db: Database, viewer: Viewer, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(real(viewer), gte(leads.createdAt, since)));
  return Number(row?.n ?? 0);
}
