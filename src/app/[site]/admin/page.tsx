/** /admin: the console home for signed-in staff (anyone else goes to the sign-in page). */
import { ConsoleShell, HomeView, loadHomePage } from "@/features/console/server";

export const metadata = { title: "Overview" };

export default async function ConsoleHome({ params }: PageProps<"/[site]/admin">) {
  const { siteName, member, home } = await loadHomePage((await params).site);
  return (
    <ConsoleShell siteName={siteName} member={member} current="home">
      <HomeView home={home} />
    </ConsoleShell>
  );
}
