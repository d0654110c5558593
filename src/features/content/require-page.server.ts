import "server-only";
/** Optional pages answer 404 unless the site's pages.enabled lists them. */
import { notFound } from "next/navigation";
import type { SiteConfig } from "@/config/site-config.schema";
import { isPageEnabled } from "@/domain/content/pages";

export function requirePage(config: SiteConfig, path: string): void {
  if (!isPageEnabled(config.pages, path)) notFound();
}
