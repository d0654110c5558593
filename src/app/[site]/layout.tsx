import type { Metadata } from "next";
import { getDatabase } from "@/data/db.server";
import { listLocations } from "@/data/repositories/locations";
import { SiteFooter } from "@/features/layout/site-footer";
import { SiteHeader } from "@/features/layout/site-header";
import { getCurrentSite } from "@/features/site/current-site.server";
import { themeStyle } from "@/features/site/theme";

export async function generateMetadata({ params }: LayoutProps<"/[site]">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return {
    title: { default: config.name, template: `%s | ${config.name}` },
    description: config.tagline || `New, used and demo stock at ${config.name}.`,
    applicationName: config.name,
  };
}

export default async function SiteLayout({ children, params }: LayoutProps<"/[site]">) {
  const site = await getCurrentSite((await params).site);
  const locations = await listLocations(await getDatabase(), site.scope);
  return (
    <div style={themeStyle(site.config.theme)} className="flex min-h-screen flex-col bg-page text-ink">
      <SiteHeader config={site.config} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter config={site.config} locations={locations} />
    </div>
  );
}
