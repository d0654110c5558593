/**
 * What delivery needs of a site's configuration: its name and address (the ADF provider, the
 * email's sender) and the fallback addresses for leads whose location and dealership have none.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { siteOriginFor } from "@/domain/tenancy/site-origin";

export type SiteMailInfo = {
  slug: string;
  name: string;
  url: string;
  from: string;
  /** forms.leadEmails, else contact.email: used when a lead found no address of its own. */
  fallbackTo: string[];
  replyTo: string | null;
};

export function siteMailInfo(
  config: SiteConfig,
  options: { mailFrom?: string; port: number },
): SiteMailInfo {
  const domain = config.domains[0];
  const url = siteOriginFor(config, {
    host: `${config.slug}.localhost:${options.port}`,
    https: false,
  });
  const address = options.mailFrom ?? `no-reply@${domain ?? `${config.slug}.localhost`}`;
  const fallbackTo =
    config.forms.leadEmails.length > 0
      ? [...config.forms.leadEmails]
      : config.contact.email
        ? [config.contact.email]
        : [];
  return {
    slug: config.slug,
    name: config.name,
    url,
    from: `"${config.name.replace(/"/g, "")}" <${address.replace(/^.*<|>$/g, "")}>`,
    fallbackTo,
    replyTo: config.contact.email,
  };
}
