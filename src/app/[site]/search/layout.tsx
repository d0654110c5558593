import { CompareTray } from "@/features/favourites/compare-tray";
import { getCurrentSite } from "@/features/site/current-site.server";
import { SearchShell } from "@/features/stock-search/search-shell";

/** The search island lives here, above the page, so it survives page-to-page updates. */
export default async function SearchLayout({ children, params }: LayoutProps<"/[site]/search">) {
  const { config } = await getCurrentSite((await params).site);
  return (
    <SearchShell>
      {children}
      {config.features.compare ? <CompareTray siteSlug={config.slug} /> : null}
    </SearchShell>
  );
}
