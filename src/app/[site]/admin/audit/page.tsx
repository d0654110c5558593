/** /admin/audit: every staff action on the site, for owners. */
import { AuditView, ConsoleShell, loadAuditPage } from "@/features/console/server";

export const metadata = { title: "Audit log" };

export default async function Audit({ params }: PageProps<"/[site]/admin/audit">) {
  const { siteName, member, entries, timeZone } = await loadAuditPage((await params).site);
  return (
    <ConsoleShell siteName={siteName} member={member} current="audit">
      <AuditView entries={entries} timeZone={timeZone} />
    </ConsoleShell>
  );
}
