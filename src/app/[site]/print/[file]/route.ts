/**
 * GET /print/{slug}.pdf: the car's PDF, downloaded as {slug}.pdf. A 404 for a site
 * that does not print, a name that is not {slug}.pdf, or a car the site does not have.
 */
import { getCurrentSite } from "@/features/site/current-site.server";
import { siteOrigin } from "@/features/site/site-origin.server";
import { loadVehicle } from "@/features/vehicle/load-vehicle.server";
import { printSheet } from "@/features/vehicle/pdf/print-sheet";
import { renderVehiclePdf } from "@/features/vehicle/pdf/render-pdf.server";
import { spinViewerUrl } from "@/features/vehicle/spin-viewer-url.server";
import { vehicleView } from "@/features/vehicle/vehicle-view";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

export async function GET(_request: Request, { params }: RouteContext<"/[site]/print/[file]">) {
  const { site: siteSlug, file } = await params;
  const site = await getCurrentSite(siteSlug);
  const slug = /^([a-z0-9-]{1,200})\.pdf$/.exec(file)?.[1];
  if (!site.config.vehicle.printable || !slug) return notFound();
  const loaded = await loadVehicle(site, slug);
  if (!loaded) return notFound();
  const { car, location } = loaded;
  const view = vehicleView(site.config, car, location, new Date(), spinViewerUrl);
  const pdf = await renderVehiclePdf(
    printSheet(site.config, car, location, view, await siteOrigin(site.config)),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${car.slug}.pdf"`,
      "content-length": String(pdf.length),
      "cache-control": "private, max-age=300",
    },
  });
}
