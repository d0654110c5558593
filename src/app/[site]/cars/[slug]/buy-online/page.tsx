import type { Metadata } from "next";
import { reserveHref } from "@/domain/vehicle/ctas";
import { reservePageFor } from "@/features/leads/pages/reserve-route.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { requireSignIn } from "@/features/site/sign-in-gate.server";

export const metadata: Metadata = { title: "Buy Online" };

export default async function BuyOnline({ params }: PageProps<"/[site]/cars/[slug]/buy-online">) {
  const { site, slug } = await params;
  const { config } = await getCurrentSite(site);
  // Where this is the page Reserve leads to, the site may put it behind sign-in.
  const here = `/cars/${slug}/buy-online`;
  if (reserveHref(config.features, slug) === here) await requireSignIn(config, "checkout", here);
  return reservePageFor(site, slug, "buy-online");
}
