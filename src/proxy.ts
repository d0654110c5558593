/**
 * Tenancy: every request is served as the site its host names (ADR 0001).
 * The path is rewritten to the internal /{site}/... segment, so public addresses stay exactly
 * the spec's paths and a request can never reach another site's pages by spelling its slug.
 */
import { type NextRequest, NextResponse } from "next/server";
import { resolveRequestSite } from "@/features/site/host-site";

/** Internal path that renders the "no such site" 404 page. */
export const UNKNOWN_HOST_PATH = "/_unknown-host";

export function proxy(request: NextRequest) {
  const resolution = resolveRequestSite(request.headers);
  const url = request.nextUrl.clone();
  url.pathname = resolution.ok
    ? `/${resolution.slug}${request.nextUrl.pathname}`
    : `${UNKNOWN_HOST_PATH}${request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Site-independent assets skip tenancy: build output, the image optimiser, rendered photos, logos.
  matcher: ["/((?!_next/|media/|brand/).*)"],
};
