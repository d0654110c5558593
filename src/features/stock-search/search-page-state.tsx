"use client";
/**
 * Tells the search island about the page now shown (its address, title, count and the words
 * its paths may use) and records the search page view, analytics event 49, once
 * per address.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { pushDataLayer } from "@/features/analytics";
import { type SearchPageInfo, useSearchShell } from "./search-shell-context";

const SEARCH_PAGE_VIEW = 49;

export function SearchPageState(props: SearchPageInfo & { count: number }) {
  const pageShown = useSearchShell()?.pageShown;
  const { canonicalUrl, count } = props;
  // props is a fresh object on every render; the address is what identifies the page shown.
  const latest = useRef(props);
  latest.current = props;
  // Before paint: focus, scroll and drawer position are put back in the same frame as the page.
  useLayoutEffect(() => {
    pageShown?.({ ...latest.current, canonicalUrl });
  }, [canonicalUrl, pageShown]);
  useEffect(() => {
    pushDataLayer(SEARCH_PAGE_VIEW, { search_url: canonicalUrl, result_count: count });
  }, [canonicalUrl, count]);
  return null;
}
