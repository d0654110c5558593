import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { targetOf } from "@/domain/site/sign-in-gate";
import { carFromQuery } from "@/features/leads/load-lead-pages.server";
import { TradeInPage } from "@/features/leads/pages/trade-in-page";
import { getCurrentSite } from "@/features/site/current-site.server";
import { requireSignIn } from "@/features/site/sign-in-gate.server";

export const metadata: Metadata = { title: "Trade-In Valuation" };

/** /cars/trade-in?car_id={id}: a trade-in towards the car whose page the shopper came from. */
export default async function CarTradeIn({
  params,
  searchParams,
}: PageProps<"/[site]/cars/trade-in">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.features.tradeIn) notFound();
  const query = await searchParams;
  await requireSignIn(site.config, "tradeIn", targetOf("/cars/trade-in", query));
  const car = await carFromQuery(site.scope, query.car_id);
  return (
    <TradeInPage
      site={site}
      car={car}
      title={site.config.labels.tradeInButton}
      intro="Tell us about your current car and we will work out what it is worth towards your next one."
    />
  );
}
