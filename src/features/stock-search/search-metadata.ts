/**
 * Title, description, canonical address and robots of a search page: landing pages (a path and
 * maybe a page number) are indexed; deep combinations (text, several values, ranges, sorts) are
 * followed but not indexed, and point to their own canonical address.
 */
import type { Metadata } from "next";
import { carsLabel } from "@/domain/search/hit-count";
import type { SearchPageData } from "./load-search-page.server";

type HeaderBag = { get(name: string): string | null };

/** The address this site was reached at, for absolute canonical links. */
export function requestOrigin(headers: HeaderBag): string {
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "localhost")
    .split(",")[0]!
    .trim();
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const local = /(^|\.)localhost(:\d+)?$|^127\.|:\d+$/.test(host);
  return `${forwarded ?? (local ? "http" : "https")}://${host}`;
}

export function searchMetadata(data: SearchPageData, headers: HeaderBag): Metadata {
  const { config } = data.site;
  const description = `Browse ${carsLabel(data.count)}: ${data.heading.toLowerCase()} for sale at ${config.name}, with photos, prices and finance estimates.`;
  return {
    title: data.title,
    description,
    metadataBase: new URL(requestOrigin(headers)),
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
