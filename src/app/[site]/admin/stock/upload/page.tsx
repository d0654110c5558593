/** /admin/stock/upload: a feed file's dry run, then Apply (see stock-upload-page.tsx). */
import { ConsoleShell, loadStockUploadPage, StockUploadView } from "@/features/console/server";

export const metadata = { title: "Upload a feed file" };

export default async function StockUpload({
  params,
  searchParams,
}: PageProps<"/[site]/admin/stock/upload">) {
  const { siteName, member, draft, error } = await loadStockUploadPage(
    (await params).site,
    await searchParams,
  );
  return (
    <ConsoleShell siteName={siteName} member={member} current="stock">
      <StockUploadView draft={draft} error={error} />
    </ConsoleShell>
  );
}
