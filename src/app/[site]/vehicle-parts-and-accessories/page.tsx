import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { EnquiryForm } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Parts and Accessories" };

export default async function PartsAndAccessories({
  params,
}: PageProps<"/[site]/vehicle-parts-and-accessories">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.pages.enabled.includes("/vehicle-parts-and-accessories")) notFound();
  return (
    <LeadPageShell
      title="Parts and Accessories"
      intro={
        <p>
          Genuine parts and accessories, fitted or over the counter. Tell us what you need and our
          parts team will come back with a price and availability.
        </p>
      }
    >
      <EnquiryForm site={site} variant="parts" heading="Parts enquiry" />
    </LeadPageShell>
  );
}
