/**
 * The site's test-drive page (forms.testDrive.path, /book-test-drive by default), ?car_id={id or
 * slug}: book a time from the location's real availability. 404 where the site has no test drives.
 */
import { notFound } from "next/navigation";
import { CarSummary, LeadPageShell } from "@/features/leads";
import { carFromQuery, TestDriveForm } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";

export const TEST_DRIVE_TITLE = "Book a Test Drive";

export async function TestDriveRoute({
  site,
  carId,
}: {
  site: CurrentSite;
  carId: string | string[] | undefined;
}) {
  if (!site.config.features.testDrive) notFound();
  const car = await carFromQuery(site.scope, carId);
  return (
    <LeadPageShell
      title={TEST_DRIVE_TITLE}
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
