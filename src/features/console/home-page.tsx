/**
 * The console home (/admin): the site at a glance. The page is a list of sections, each a
 * heading and its content, drawn in order; a new section (stock freshness, say) is one more
 * entry in `homeSections`, with whatever it reads added to the home's data.
 */
import type { ReactNode } from "react";
import { inboxHref } from "@/domain/console/inbox-filter";
import { DailyLeadsChart, FunnelChart, RankingChart } from "./charts";
import type { ConsoleHome } from "./console-home";
import { linkClass } from "./console-shell";
import { AlertsList, CheckLine, TargetsTable } from "./delivery-parts";
import { STOCK_HEALTH_TITLE, StockHealthList } from "./stock-health";

type Section = { id: string; title: string; body: ReactNode };

function Figure({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <li className="rounded border border-slate-300 bg-white p-4">
      <a href={href} className={`block ${linkClass} no-underline`}>
        <span className="block text-3xl font-bold text-slate-900">{value}</span>
        <span className="underline">{label}</span>
      </a>
    </li>
  );
}

function leadsSection(home: ConsoleHome): Section {
  const { counts } = home;
  return {
    id: "leads",
    title: "Leads",
    body: (
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Leads today" value={counts.today} href="/admin/leads" />
        <Figure label="Leads this week" value={counts.week} href="/admin/leads" />
        <Figure
          label="Deliveries pending"
          value={counts.pending}
          href={inboxHref("/admin/leads", { delivery: "pending" })}
        />
        <Figure
          label="Deliveries failed"
          value={counts.failed}
          href={inboxHref("/admin/leads", { delivery: "failed" })}
        />
      </ul>
    ),
  };
}

function healthSection(home: ConsoleHome): Section | null {
  const { health, timeZone } = home;
  if (!health) return null;
  return {
    id: "delivery",
    title: "Lead delivery",
    body: (
      <>
        <TargetsTable
          targets={health.targets}
          timeZone={timeZone}
          caption="Delivery targets, last 7 days"
        />
        <p className="mt-3">
          Last check:{" "}
          {health.lastCheck ? (
            <CheckLine check={health.lastCheck} timeZone={timeZone} />
          ) : (
            "none yet"
          )}
        </p>
        <h3 className="mt-3 font-semibold">Active alerts</h3>
        <AlertsList alerts={health.alerts} timeZone={timeZone} />
        <p className="mt-3">
          <a href="/admin/delivery" className={linkClass}>
            Lead delivery details and test leads
          </a>
        </p>
      </>
    ),
  };
}

function stockSection(home: ConsoleHome): Section | null {
  const { stock, timeZone } = home;
  if (!stock || stock.stale.length === 0) return null;
  return {
    id: "stock",
    title: STOCK_HEALTH_TITLE,
    body: <StockHealthList health={stock} timeZone={timeZone} />,
  };
}

function chartsSection(home: ConsoleHome): Section {
  const { charts } = home;
  return {
    id: "charts",
    title: `The last ${charts.days} days`,
    body: (
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyLeadsChart
          id="by-form"
          title={`Leads per day by form, last ${charts.days} days`}
          data={charts.byForm}
          seriesHeading="Form"
        />
        <DailyLeadsChart
          id="by-location"
          title={`Leads per day by location, last ${charts.days} days`}
          data={charts.byLocation}
          seriesHeading="Location"
        />
        <RankingChart
          id="cars"
          title={`Most viewed cars, last ${charts.days} days`}
          valueHeading="Views"
          rows={charts.cars.map((car) => ({ label: car.name, value: car.views }))}
          extra={{ heading: "Enquiries", values: charts.cars.map((car) => car.leads) }}
        />
        <FunnelChart stages={charts.funnel} days={charts.days} />
      </div>
    ),
  };
}

/** The home's sections, in the order shown. */
export function homeSections(home: ConsoleHome): Section[] {
  return [stockSection(home), leadsSection(home), healthSection(home), chartsSection(home)].filter(
    (section): section is Section => section !== null,
  );
}

export function HomeView({ home }: { home: ConsoleHome }) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Overview</h1>
      {homeSections(home).map((section) => (
        <section key={section.id} aria-labelledby={`home-${section.id}`} className="mb-8">
          <h2 id={`home-${section.id}`} className="mb-3 text-xl font-semibold">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
