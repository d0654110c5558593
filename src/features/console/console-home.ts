/**
 * The console home: the state of the site at a glance for the signed-in member. Lead numbers
 * are of the leads the member sees and never count test leads; delivery health is the site's
 * (every member may read it). The charts cover the last 30 local days.
 */
import { siteTimeZone } from "@/data/console/console-leads";
import {
  type CarInterest,
  carsOfInterest,
  eventCounts,
  type LeadCounts,
  leadCounts,
  leadsPerDay,
  realLeadsSince,
} from "@/data/console/console-numbers";
import { type AlertRecord, alertsSince } from "@/data/console/delivery-health";
import {
  type DailySeries,
  dailySeries,
  type FunnelStage,
  funnel,
} from "@/domain/console/console-charts";
import { lastDays, localDayStart, localWeekStart } from "@/domain/console/delivery-schedule";
import type { TargetHealth } from "@/domain/console/delivery-targets";
import { formLabel } from "@/domain/console/form-labels";
import { leadScope, mayDo, type StaffMember } from "@/domain/console/staff";
import { ANALYTICS_EVENTS } from "@/features/analytics";
import {
  type CheckView,
  checksWithOutcome,
  type HealthDeps,
  targetsHealth,
} from "./delivery-health";
import type { StockHealth } from "./stock-health";

export const CHART_DAYS = 30;

/** The analytics event id of a name ('search_page_view' is 49). */
const eventId = (name: (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]) =>
  Number(Object.entries(ANALYTICS_EVENTS).find(([, named]) => named === name)?.[0] ?? -1);
const ANALYTICS_EVENT_IDS = {
  search: eventId("search_page_view"),
  vehicle: eventId("used_car_view"),
};

export type ConsoleHome = {
  timeZone: string;
  /** Dealerships of the site without a recent stock feed (stock-health.tsx), when read. */
  stock?: StockHealth;
  counts: LeadCounts;
  health: { targets: TargetHealth[]; lastCheck: CheckView | null; alerts: AlertRecord[] } | null;
  charts: {
    days: number;
    byForm: DailySeries;
    byLocation: DailySeries;
    cars: CarInterest[];
    funnel: FunnelStage[];
  };
};

export async function loadHome(deps: HealthDeps, member: StaffMember): Promise<ConsoleHome | null> {
  if (!mayDo(member, "read-leads")) return null;
  const viewer = { site: deps.scope, scope: leadScope(member) };
  const timeZone = await siteTimeZone(deps.db, deps.scope.dealershipIds);
  const days = lastDays(deps.now, timeZone, CHART_DAYS);
  const since = localDayStart(
    new Date(deps.now.getTime() - (CHART_DAYS - 1) * 86_400_000),
    timeZone,
  );
  const between = { since, until: deps.now };
  const readsHealth = mayDo(member, "read-delivery");
  const [counts, perDay, cars, events, leads, targets, checks, alerts] = await Promise.all([
    leadCounts(deps.db, viewer, {
      day: localDayStart(deps.now, timeZone),
      week: localWeekStart(deps.now, timeZone),
    }),
    leadsPerDay(deps.db, viewer, since, timeZone),
    carsOfInterest(
      deps.db,
      viewer,
      deps.scope.dealershipIds,
      { day: days[0] ?? "", at: since },
      10,
    ),
    eventCounts(
      deps.db,
      deps.scope,
      [ANALYTICS_EVENT_IDS.search, ANALYTICS_EVENT_IDS.vehicle],
      between,
    ),
    realLeadsSince(deps.db, viewer, since),
    readsHealth ? targetsHealth(deps) : [],
    readsHealth ? checksWithOutcome(deps.db, deps.scope, 1) : [],
    readsHealth ? alertsSince(deps.db, deps.scope, localDayStart(deps.now, timeZone)) : [],
  ]);
  return {
    timeZone,
    counts,
    health: readsHealth ? { targets, lastCheck: checks[0] ?? null, alerts } : null,
    charts: {
      days: CHART_DAYS,
      byForm: dailySeries(
        perDay.map((row) => ({ day: row.day, series: formLabel(row.kind), count: row.leads })),
        days,
      ),
      byLocation: dailySeries(
        perDay.map((row) => ({
          day: row.day,
          series: row.location ?? "No location",
          count: row.leads,
        })),
        days,
      ),
      cars,
      funnel: funnel([
        { label: "Searches", count: events.get(ANALYTICS_EVENT_IDS.search) ?? 0 },
        { label: "Vehicle page views", count: events.get(ANALYTICS_EVENT_IDS.vehicle) ?? 0 },
        { label: "Leads", count: leads },
      ]),
    },
  };
}
