import type { Metadata } from "next";
import { reserveHref } from "@/domain/vehicle/ctas";
import { reservePageFor } from "@/features/leads/pages/reserve-route.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { requireSignIn } from "@/features/site/sign-in-gate.server";

export const metadata: Metadata = { title: "Reserve Car" };

export default async function Checkout({ params }: PageProps<"/[site]/cars/[slug]/checkout">) {
  const { site, slug } = await params;
  const { config } = await getCurrentSite(site);
  // Where this is the page Reserve leads to, the site may put it behind sign-in.
  const here = `/cars/${slug}/checkout`;
  if (reserveHref(config.features, slug) === here) await requireSignIn(config, "checkout", here);
  return reservePageFor(site, slug, "checkout");
}
