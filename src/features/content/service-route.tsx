/**
 * The site's Book a Service page (at navigation.serviceBooking.defaultPath, /service by default)
 * and the page that embeds its online scheduler (at schedulingPath, when schedulingUrl is set).
 */
import type { Metadata } from "next";
import { schedulerPath } from "@/domain/content/service-booking";
import { EnquiryForm } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import { loadServicePlaces } from "./load-service.server";
import { pageMetadata } from "./page-metadata";
import { ServicePage } from "./service-page";

export function serviceMetadata(siteName: string, path: string): Metadata {
  return pageMetadata({
    title: "Book a Service",
    description: `Book a service at ${siteName}: service centres, opening hours and online booking.`,
    path,
  });
}

export async function ServiceRoute({ site }: { site: CurrentSite }) {
  const places = await loadServicePlaces(site);
  return (
    <ServicePage
      siteName={site.config.name}
      places={places}
      overrideCity={site.config.locations.overrideCity}
      schedulerHref={schedulerPath(site.config.navigation.serviceBooking)}
      form={<EnquiryForm site={site} variant="service" id="service-enquiry" />}
    />
  );
}

/** The dealer's external service scheduler, embedded, with a plain link for when it will not load. */
export function SchedulerPage({ siteName, url }: { siteName: string; url: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Book a Service Online</h1>
      <p className="mt-3 max-w-3xl text-ink/85">
        Choose a time for your service at {siteName}. If the booking form does not show,{" "}
        <a href={url} className="font-semibold text-brand underline">
          open the booking page
        </a>
        .
      </p>
      <iframe
        src={url}
        title={`Service booking at ${siteName}`}
        className="mt-6 h-[900px] w-full rounded-brand border border-black/10"
      />
    </div>
  );
}
