/**
 * Title, description, canonical address and robots of a search page: landing pages (a path and
 * maybe a page number) are indexed; deep combinations (text, several values, ranges, sorts) are
 * followed but not indexed, and point to their own canonical address.
 */
import type { Metadata } from "next";
import { countLabel, itemWords } from "@/domain/car/item-words";
import type { SearchPageData } from "./load-search-page.server";

export function searchMetadata(data: SearchPageData): Metadata {
  const { config } = data.site;
  const description = `Browse ${countLabel(data.count, itemWords(config.inventory.itemTypes))}: ${data.heading.toLowerCase()} for sale at ${config.name}, with photos, prices and finance estimates.`;
  return {
    title: data.title,
    description,
    alternates: { canonical: data.canonicalUrl },
    robots: data.indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      title: `${data.title} | ${config.name}`,
      description,
      url: data.canonicalUrl,
      type: "website",
    },
  };
}
