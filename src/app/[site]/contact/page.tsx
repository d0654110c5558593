import type { Metadata } from "next";
import { siteLocations } from "@/features/leads/load-lead-pages.server";
import { LocationContact } from "@/features/leads/pages/location-contact";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { EnquiryForm } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Contact Us" };

export default async function ContactPage({ params }: PageProps<"/[site]/contact">) {
  const site = await getCurrentSite((await params).site);
  const locations = await siteLocations(site.scope);
  const now = new Date();
  return (
    <LeadPageShell
      title="Contact Us"
      intro={
        <p>
          Send us a message and the right team will get back to you, usually within one business
          day.
        </p>
      }
      aside={locations
        .slice(0, 4)
        .map((l) => (
          <LocationContact
            key={l.id}
            location={l}
            now={now}
            overrideCity={site.config.locations.overrideCity}
          />
        ))}
    >
      <EnquiryForm site={site} heading="Send an enquiry" />
    </LeadPageShell>
  );
}
