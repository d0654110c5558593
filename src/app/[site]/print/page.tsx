import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCurrentSite } from "@/features/site/current-site.server";
import { siteOrigin } from "@/features/site/site-origin.server";
import { loadVehicle } from "@/features/vehicle/load-vehicle.server";
import { PrintPage } from "@/features/vehicle/pdf/print-page";
import { printSheet } from "@/features/vehicle/pdf/print-sheet";
import { spinViewerUrl } from "@/features/vehicle/spin-viewer-url.server";
import { vehicleView } from "@/features/vehicle/vehicle-view";

type Props = PageProps<"/[site]/print">;

async function load({ params, searchParams }: Props) {
  const site = await getCurrentSite((await params).site);
  const slug = (await searchParams).car_id;
  if (!site.config.vehicle.printable || typeof slug !== "string") notFound();
  const loaded = await loadVehicle(site, slug);
  if (!loaded) notFound();
  return { site, ...loaded };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props);
  return { title: `Print: ${car.name}`, robots: { index: false, follow: true } };
}

/** /print?car_id={slug}: the printable vehicle page. */
export default async function PrintRoute(props: Props) {
  const { site, car, location } = await load(props);
  const view = vehicleView(site.config, car, location, new Date(), spinViewerUrl);
  const sheet = printSheet(site.config, car, location, view, await siteOrigin(site.config));
  return (
    <PrintPage
      sheet={sheet}
      slug={car.slug}
      carId={car.id}
      quality={site.config.vehicle.imageQuality}
    />
  );
}
