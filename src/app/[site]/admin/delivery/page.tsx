/** /admin/delivery: the health of lead delivery, and test leads. */
import { ConsoleShell, DeliveryView, loadDeliveryPage } from "@/features/console/server";

export const metadata = { title: "Lead delivery" };

export default async function Delivery({
  params,
  searchParams,
}: PageProps<"/[site]/admin/delivery">) {
  const { siteName, member, health, notice } = await loadDeliveryPage(
    (await params).site,
    await searchParams,
  );
  return (
    <ConsoleShell siteName={siteName} member={member} current="delivery">
      <DeliveryView health={health} notice={notice} />
    </ConsoleShell>
  );
}
