/**
 * Tenancy: every request is served as the site its host names (ADR 0001).
 * The path is rewritten to the internal /{site}/... segment, so public addresses stay exactly
 * the public paths and a request can never reach another site's pages by spelling its slug.
 * A host that names no site is answered here with a plain 404 page, never another site's.
 */
import { type NextRequest, NextResponse } from "next/server";
import { getSiteConfigs } from "@/config/registry.server";
import { isConsolePath } from "@/domain/console/console-path";
import { isSharedPage, SHARED_PAGE_HEADER } from "@/domain/site/shared-pages";
import { PUBLIC_PATH_HEADER, resolveRequestSite } from "@/features/site/host-site";

const UNKNOWN_HOST_PAGE = `<!DOCTYPE html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Site not found</title></head>
<body><main><h1>Site not found</h1><p>No dealer site answers at this address. Check the address you typed.</p></main></body></html>
`;

export function proxy(request: NextRequest) {
  const resolution = resolveRequestSite(request.headers);
  if (!resolution.ok) {
    return new NextResponse(UNKNOWN_HOST_PAGE, {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${resolution.slug}${request.nextUrl.pathname}`;
  // The public path, for the layout's canonical link (pages never see it after the rewrite).
  const headers = new Headers(request.headers);
  headers.set(PUBLIC_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.rewrite(url, { request: { headers } });
  // The console shows a dealer's leads: no cache keeps it, no search engine lists it.
  if (isConsolePath(request.nextUrl.pathname)) {
    response.headers.set("cache-control", "private, no-store");
    response.headers.set("x-robots-tag", "noindex");
  }
  const config = getSiteConfigs().find((site) => site.slug === resolution.slug);
  if (config && isSharedPage(config.gating, request.nextUrl.pathname))
    response.headers.set(SHARED_PAGE_HEADER, resolution.slug);
  return response;
}

export const config = {
  // Site-independent assets skip tenancy: build output, the image optimiser, rendered photos, logos.
  matcher: ["/((?!_next/|media/|brand/).*)"],
};
