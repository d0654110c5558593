import type { Metadata } from "next";
import { loadServicePlaces } from "@/features/content/load-service.server";
import { pageMetadata } from "@/features/content/page-metadata";
import { ServicePage } from "@/features/content/service-page";
import { EnquiryForm } from "@/features/leads";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/service">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Book a Service",
    description: `Book a service at ${config.name}: service centres, opening hours and online booking.`,
    path: "/service",
  });
}

export default async function BookServicePage({ params }: PageProps<"/[site]/service">) {
  const site = await getCurrentSite((await params).site);
  const places = await loadServicePlaces(site);
  return (
    <ServicePage
      siteName={site.config.name}
      places={places}
      form={<EnquiryForm site={site} variant="service" id="service-enquiry" />}
    />
  );
}
