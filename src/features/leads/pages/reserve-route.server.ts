import "server-only";
/**
 * The reserve routes: /cars/{slug}/checkout and /cars/{slug}/buy-online. Only the route the site
 * uses (features.reserveRoute) exists, and only when the site reserves online; else 404. A site
 * with the online purchase journey sends its reserve route there, where its Reserve buttons lead.
 */
import { notFound, redirect } from "next/navigation";
import { createElement } from "react";
import { reserveHref } from "@/domain/vehicle/ctas";
import { getCurrentSite } from "@/features/site/server";
import { carBySlug } from "../load-lead-pages.server";
import { ReservePage } from "./reserve-page";

export async function reservePageFor(
  siteSlug: string,
  carSlug: string,
  route: "checkout" | "buy-online",
) {
  const site = await getCurrentSite(siteSlug);
  const { features } = site.config;
  if (!features.reserveOnline || features.reserveRoute !== route) notFound();
  const car = await carBySlug(site.scope, carSlug);
  if (!car) notFound();
  const href = reserveHref(features, car.slug);
  if (href !== `/cars/${car.slug}/${route}`) redirect(href);
  return createElement(ReservePage, { site, car });
}
