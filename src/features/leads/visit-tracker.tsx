"use client";
/**
 * Records each page a shopper opens on the site in this visit's trail (sessionStorage, under
 * the site's slug), so that any lead form sends lead_attributes.visited_pages and the campaign
 * parameters the visit arrived with (in the lead payload). Mounted once in the site layout;
 * it renders nothing and runs on every client-side navigation, query changes included.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import { recordVisit } from "./form/browser-store";

function Recorder({ slug }: { slug: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Runs again on each navigation (path or query). It reads the address bar rather than the
  // router's path: what the shopper saw, whatever the host rewrite made of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search mark a navigation
  useEffect(() => {
    recordVisit(slug, window.location.pathname, window.location.search);
  }, [slug, pathname, search]);
  return null;
}

/** Mount once per site layout: <VisitTracker slug={config.slug} />. */
export function VisitTracker({ slug }: { slug: string }) {
  // Reading the query suspends static rendering; the boundary keeps that to this empty node.
  return (
    <Suspense fallback={null}>
      <Recorder slug={slug} />
    </Suspense>
  );
}
