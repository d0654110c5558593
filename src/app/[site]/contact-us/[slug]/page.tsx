import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EnquiryForm } from "@/features/leads";
import { contactLocation } from "@/features/leads/load-lead-pages.server";
import { LocationContact } from "@/features/leads/pages/location-contact";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { getCurrentSite } from "@/features/site/current-site.server";

type Props = PageProps<"/[site]/contact-us/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: slug, slug: place } = await params;
  const location = await contactLocation((await getCurrentSite(slug)).scope, place);
  return { title: location ? `Contact ${location.name}` : "Contact Us" };
}

export default async function ContactLocationPage({ params }: Props) {
  const { site: slug, slug: place } = await params;
  const site = await getCurrentSite(slug);
  const location = await contactLocation(site.scope, place);
  if (!location) notFound();
  return (
    <LeadPageShell
      title={`Contact ${location.name}`}
      aside={<LocationContact location={location} now={new Date()} />}
    >
      <EnquiryForm site={site} location={location} heading="Send an enquiry" />
    </LeadPageShell>
  );
}
