import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TestDriveForm } from "@/features/leads";
import { carFromQuery } from "@/features/leads/load-lead-pages.server";
import { CarSummary } from "@/features/leads/pages/car-summary";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Book a Test Drive" };

/** /book-test-drive/?car_id={id or slug}: book a time, from the location's real availability. */
export default async function BookTestDrive({
  params,
  searchParams,
}: PageProps<"/[site]/book-test-drive">) {
  const site = await getCurrentSite((await params).site);
  if (!site.config.features.testDrive) notFound();
  const car = await carFromQuery(site.scope, (await searchParams).car_id);
  return (
    <LeadPageShell
      title="Book a Test Drive"
      intro={
        <p>
          Pick a time that suits you and we will have the car ready. Times shown are free at the
          dealership right now.
        </p>
      }
      aside={car ? <CarSummary car={car} caption="Test drive" /> : undefined}
    >
      <TestDriveForm site={site} car={car} heading="Your test drive" />
    </LeadPageShell>
  );
}
