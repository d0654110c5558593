import { SearchShell } from "@/features/stock-search/search-shell";

/** The search island lives here, above the page, so it survives page-to-page updates. */
export default function SearchLayout({ children }: LayoutProps<"/[site]/search">) {
  return <SearchShell>{children}</SearchShell>;
}
