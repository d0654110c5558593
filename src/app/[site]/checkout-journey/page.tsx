import type { Metadata } from "next";
import { CheckoutJourneyPage } from "@/features/leads/checkout/checkout-page";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Buy online", robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/checkout-journey">) {
  const site = await getCurrentSite((await params).site);
  return <CheckoutJourneyPage site={site} query={await searchParams} />;
}
