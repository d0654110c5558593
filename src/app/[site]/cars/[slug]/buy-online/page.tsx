import type { Metadata } from "next";
import { reservePageFor } from "@/features/leads/pages/reserve-route.server";

export const metadata: Metadata = { title: "Buy Online" };

export default async function BuyOnline({ params }: PageProps<"/[site]/cars/[slug]/buy-online">) {
  const { site, slug } = await params;
  return reservePageFor(site, slug, "buy-online");
}
