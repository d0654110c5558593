import "server-only";
/**
 * The absolute origin of the current request's site, for every address a page or route writes
 * (see siteOriginFor). The host is the one the tenancy already matched to this site; the scheme
 * is https only when a trusted proxy says the request came over it.
 */
import { headers } from "next/headers";
import type { SiteConfig } from "@/config/site-config.schema";
import { siteOriginFor } from "@/domain/tenancy/site-origin";
import { env } from "@/lib/env";
import { requestHost } from "@/lib/origin";

export async function siteOrigin(config: SiteConfig): Promise<string> {
  const list = await headers();
  const { TRUST_PROXY } = env();
  const proto = TRUST_PROXY ? list.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  return siteOriginFor(config, { host: requestHost(list, TRUST_PROXY), https: proto === "https" });
}
