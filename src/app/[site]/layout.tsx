import type { Metadata } from "next";
import { headers } from "next/headers";
import { isConsolePath } from "@/domain/console/console-path";
import { loadChrome } from "@/features/layout/load-chrome.server";
import { SiteFooter } from "@/features/layout/site-footer";
import { SiteHeader } from "@/features/layout/site-header";
import { VisitTracker } from "@/features/leads/visit-tracker";
import { getCurrentSite } from "@/features/site/current-site.server";
import { PUBLIC_PATH_HEADER } from "@/features/site/host-site";
import { siteOrigin } from "@/features/site/site-origin.server";
import { themeStyle } from "@/features/site/theme";

export async function generateMetadata({ params }: LayoutProps<"/[site]">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  const path = (await headers()).get(PUBLIC_PATH_HEADER) ?? "/";
  return {
    // Every page's canonical and Open Graph address is absolute, on the site's own origin; a
    // page whose address carries its state (search) names its own canonical address instead.
    metadataBase: new URL(await siteOrigin(config)),
    alternates: { canonical: path },
    title: { default: config.name, template: `%s | ${config.name}` },
    description: config.tagline || `New, used and demo stock at ${config.name}.`,
    applicationName: config.name,
    icons: { icon: { url: "/favicon.svg", type: "image/svg+xml" } },
  };
}

export default async function SiteLayout({ children, params }: LayoutProps<"/[site]">) {
  // The dealer console draws its own frame, without the shop's header, footer or visit tracker.
  if (isConsolePath((await headers()).get(PUBLIC_PATH_HEADER) ?? "/")) return children;
  const site = await getCurrentSite((await params).site);
  const chrome = await loadChrome(site);
  return (
    <div
      style={themeStyle(site.config.theme)}
      className="flex min-h-screen flex-col bg-page text-ink"
    >
      <SiteHeader config={site.config} nav={chrome.nav} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter config={site.config} nav={chrome.nav} locations={chrome.locations} />
      <VisitTracker slug={site.config.slug} />
    </div>
  );
}
