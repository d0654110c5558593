/** /admin/leads/{id}: one lead, its deliveries and follow-up; opening it marks it seen. */
import { ConsoleShell, LeadView, loadLeadPage } from "@/features/console/server";

export const metadata = { title: "Lead" };

export default async function ConsoleLead({
  params,
  searchParams,
}: PageProps<"/[site]/admin/leads/[id]">) {
  const { site, id } = await params;
  const { siteName, member, ...view } = await loadLeadPage(site, id, await searchParams);
  return (
    <ConsoleShell siteName={siteName} member={member} current="leads">
      <LeadView {...view} />
    </ConsoleShell>
  );
}
