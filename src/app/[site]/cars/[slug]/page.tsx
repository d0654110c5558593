import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { breadcrumbStructuredData } from "@/domain/location/structured-data";
import { DELIVERY_MESSAGES } from "@/domain/vehicle/delivery";
import { getCurrentSite } from "@/features/site/current-site.server";
import { JsonLd, UsedCarViewPush } from "@/features/site/json-ld";
import { siteOrigin } from "@/features/site/site-origin.server";
import { deliveryQuote } from "@/features/vehicle/delivery.server";
import type { DeliveryState } from "@/features/vehicle/islands/delivery-calculator";
import { loadVehicle } from "@/features/vehicle/load-vehicle.server";
import { spinViewerUrl } from "@/features/vehicle/spin-viewer-url.server";
import { carPath, vehicleJsonLd, vehicleMetadata } from "@/features/vehicle/vehicle-metadata";
import { VehiclePage } from "@/features/vehicle/vehicle-page";
import { vehicleView } from "@/features/vehicle/vehicle-view";

type Props = PageProps<"/[site]/cars/[slug]">;

async function load(params: Props["params"]) {
  const { site: siteSlug, slug } = await params;
  const site = await getCurrentSite(siteSlug);
  const loaded = await loadVehicle(site, slug);
  if (!loaded) notFound();
  const now = new Date();
  const view = vehicleView(site.config, loaded.car, loaded.location, now, spinViewerUrl);
  return { site, ...loaded, view, now, origin: await siteOrigin(site.config) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, car, view, origin } = await load(params);
  return vehicleMetadata(site.config, car, view, origin);
}

/** Without script the delivery form reloads the page with ?postcode=: answer it here. */
async function deliveryFromQuery(site: Awaited<ReturnType<typeof load>>["site"], raw: unknown) {
  if (typeof raw !== "string") return {};
  const quote = await deliveryQuote(site, raw);
  const initial: DeliveryState = quote.ok
    ? { kind: "quote", quote: quote.value }
    : { kind: "error", message: DELIVERY_MESSAGES[quote.error] };
  return { postcode: raw.slice(0, 4), initial };
}

export default async function CarPage({ params, searchParams }: Props) {
  const { site, car, location, view, now, origin } = await load(params);
  const delivery = await deliveryFromQuery(site, (await searchParams).postcode);
  return (
    <>
      <JsonLd data={vehicleJsonLd(site.config, car, location, view, origin)} />
      <JsonLd
        data={breadcrumbStructuredData(view.breadcrumb, origin, `${origin}${carPath(car)}`)}
      />
      {car.car_type === "used" ? <UsedCarViewPush carId={car.id} /> : null}
      <VehiclePage
        site={site}
        car={car}
        location={location}
        view={view}
        url={`${origin}${carPath(car)}`}
        now={now}
        delivery={delivery}
      />
    </>
  );
}
