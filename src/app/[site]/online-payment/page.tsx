import type { Metadata } from "next";
import { OnlinePaymentPage } from "@/features/leads/online-payment/online-payment-page";
import { getCurrentSite } from "@/features/site/current-site.server";

type Props = PageProps<"/[site]/online-payment">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getCurrentSite((await params).site);
  return { title: site.config.journeys.onlinePayment.title, robots: { index: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const site = await getCurrentSite((await params).site);
  return <OnlinePaymentPage site={site} query={await searchParams} />;
}
