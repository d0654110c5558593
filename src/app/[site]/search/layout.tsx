import { CompareTray } from "@/features/favourites/compare-tray";
import { SearchShell } from "@/features/stock-search/search-shell";

/** The search island lives here, above the page, so it survives page-to-page updates. */
export default async function SearchLayout({ children, params }: LayoutProps<"/[site]/search">) {
  const { site } = await params;
  return (
    <SearchShell>
      {children}
      <CompareTray siteSlug={site} />
    </SearchShell>
  );
}
