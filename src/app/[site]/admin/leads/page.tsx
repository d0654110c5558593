/** /admin/leads: the site's leads, filtered by the address's query (see inbox-page.tsx). */
import { ConsoleShell, InboxView, loadInboxPage } from "@/features/console/server";

export const metadata = { title: "Leads" };

export default async function LeadsInbox({
  params,
  searchParams,
}: PageProps<"/[site]/admin/leads">) {
  const { siteName, member, inbox } = await loadInboxPage((await params).site, await searchParams);
  return (
    <ConsoleShell siteName={siteName} member={member} current="leads">
      <InboxView inbox={inbox} />
    </ConsoleShell>
  );
}
