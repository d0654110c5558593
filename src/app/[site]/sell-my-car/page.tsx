import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TradeInPage } from "@/features/leads/pages/trade-in-page";
import { getCurrentSite } from "@/features/site/current-site.server";
import { requireSignIn } from "@/features/site/sign-in-gate.server";

export const metadata: Metadata = { title: "Sell My Car" };

export default async function SellMyCar({ params }: PageProps<"/[site]/sell-my-car">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.features.sellMyCar) notFound();
  await requireSignIn(site.config, "sellMyCar", "/sell-my-car");
  return (
    <TradeInPage
      site={site}
      car={null}
      title="Sell My Car"
      intro="We buy good cars outright, whether or not you buy one from us. Tell us about yours and get an online estimate."
    />
  );
}
