import type { Metadata } from "next";
import { SaveSearchForm } from "@/features/saved-searches";
import { loadSearchPage } from "@/features/stock-search/load-search-page.server";
import { searchMetadata } from "@/features/stock-search/search-metadata";
import { SearchScreen } from "@/features/stock-search/search-screen";

type Props = PageProps<"/[site]/search/[[...path]]">;

async function load({ params, searchParams }: Props) {
  const { site, path } = await params;
  return loadSearchPage(site, path, await searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchMetadata(await load(props));
}

export default async function SearchPage(props: Props) {
  const data = await load(props);
  return <SearchScreen data={data} headerAction={<SaveSearchForm address={data.canonicalUrl} />} />;
}
