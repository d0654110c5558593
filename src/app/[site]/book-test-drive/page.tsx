import type { Metadata } from "next";
import { TEST_DRIVE_TITLE, TestDriveRoute } from "@/features/content/test-drive-route";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: TEST_DRIVE_TITLE };

/** /book-test-drive/?car_id={id or slug}: the default address of the test-drive page. */
export default async function BookTestDrive({
  params,
  searchParams,
}: PageProps<"/[site]/book-test-drive">) {
  const site = await getCurrentSite((await params).site);
  return <TestDriveRoute site={site} carId={(await searchParams).car_id} />;
}
