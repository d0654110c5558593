import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { EnquiryForm } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Careers" };

/** Careers enquiries go to the dealer as General Enquiry / Career Enquiry. */
export default async function Careers({ params }: PageProps<"/[site]/careers">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.pages.enabled.includes("/careers")) notFound();
  return (
    <LeadPageShell
      title="Careers"
      intro={
        <p>
          We are always keen to meet people who love cars and looking after customers. Tell us about
          yourself and the role you are after.
        </p>
      }
    >
      <EnquiryForm site={site} variant="careers" heading="Register your interest" />
    </LeadPageShell>
  );
}
