import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TradeInPage } from "@/features/leads/pages/trade-in-page";
import { getCurrentSite } from "@/features/site/current-site.server";
import { requireSignIn } from "@/features/site/sign-in-gate.server";

export const metadata: Metadata = { title: "Trade-In Valuation" };

export default async function TradeIn({ params }: PageProps<"/[site]/trade-in">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.features.tradeIn) notFound();
  await requireSignIn(site.config, "tradeIn", "/trade-in");
  return (
    <TradeInPage
      site={site}
      car={null}
      title={site.config.labels.tradeInButton}
      intro="Tell us about your car and get an online estimate in a minute. A valuer confirms the price when you bring it in."
    />
  );
}
