import type { Metadata } from "next";
import { reservePageFor } from "@/features/leads/pages/reserve-route.server";

export const metadata: Metadata = { title: "Reserve Car" };

export default async function Checkout({ params }: PageProps<"/[site]/cars/[slug]/checkout">) {
  const { site, slug } = await params;
  return reservePageFor(site, slug, "checkout");
}
