import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { autoDealerStructuredData } from "@/domain/location/structured-data";
import { contactLocation } from "@/features/leads/load-lead-pages.server";
import { LocationContact } from "@/features/leads/pages/location-contact";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { EnquiryForm } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { JsonLd } from "@/features/site/json-ld";
import { siteOrigin } from "@/features/site/site-origin.server";

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
  const origin = await siteOrigin(site.config);
  return (
    <>
      <JsonLd
        data={autoDealerStructuredData(location, {
          siteName: site.config.name,
          url: `${origin}/contact-us/${location.slug}`,
          telephone: location.contact_detail.phone,
        })}
      />
      <LeadPageShell
        title={`Contact ${location.name}`}
        aside={
          <LocationContact
            location={location}
            now={new Date()}
            overrideCity={site.config.locations.overrideCity}
          />
        }
      >
        <EnquiryForm site={site} location={location} heading="Send an enquiry" />
      </LeadPageShell>
    </>
  );
}
