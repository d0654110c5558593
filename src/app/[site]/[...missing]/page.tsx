import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { salePagePath } from "@/domain/content/pages";
import { configuredPage } from "@/domain/site/configured-pages";
import { GarageRoute } from "@/features/account/garage/garage-route";
import { pageMetadata } from "@/features/content/page-metadata";
import { SalePageView } from "@/features/content/pages-page";
import { SchedulerPage, ServiceRoute, serviceMetadata } from "@/features/content/service-route";
import { TEST_DRIVE_TITLE, TestDriveRoute } from "@/features/content/test-drive-route";
import { getCurrentSite } from "@/features/site/current-site.server";

type Props = PageProps<"/[site]/[...missing]">;

async function resolve(params: Props["params"]) {
  const { site: slug, missing } = await params;
  const site = await getCurrentSite(slug);
  const path = `/${missing.join("/")}`;
  return { site, path, page: configuredPage(site.config, path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, path, page } = await resolve(params);
  switch (page.kind) {
    case "sale":
      return pageMetadata({
        title: page.page.title,
        description: `${page.page.title} at ${site.config.name}.`,
        path: salePagePath(page.page),
      });
    case "test-drive":
      return { title: TEST_DRIVE_TITLE };
    case "garage":
      return { title: "My Garage", robots: { index: false } };
    case "service":
    case "scheduler":
      return serviceMetadata(site.config.name, path);
    default:
      return {};
  }
}

/**
 * Addresses no fixed route has: the pages the site's configuration places (a top-level sale page,
 * its test-drive and service pages, its scheduler page, its my-garage pages), else the site's own
 * 404 page inside its header and footer.
 */
export default async function ConfiguredOrMissingPage({ params, searchParams }: Props) {
  const { site, path, page } = await resolve(params);
  switch (page.kind) {
    case "garage":
      return <GarageRoute site={site} path={path} searchParams={await searchParams} />;
    case "sale":
      return <SalePageView page={page.page} />;
    case "test-drive":
      return <TestDriveRoute site={site} carId={(await searchParams).car_id} />;
    case "service":
      return <ServiceRoute site={site} />;
    case "scheduler":
      return <SchedulerPage siteName={site.config.name} url={page.url} />;
    case "none":
      return notFound();
  }
}
