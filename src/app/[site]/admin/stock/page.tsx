/** /admin/stock: the site's cars, their state on the website and the feed imports (see stock-page.tsx). */
import { ConsoleShell, loadStockPage, StockView } from "@/features/console/server";

export const metadata = { title: "Stock" };

export default async function Stock({ params, searchParams }: PageProps<"/[site]/admin/stock">) {
  const { siteName, member, stock, health, notice } = await loadStockPage(
    (await params).site,
    await searchParams,
  );
  return (
    <ConsoleShell siteName={siteName} member={member} current="stock">
      <StockView stock={stock} health={health} notice={notice} />
    </ConsoleShell>
  );
}
