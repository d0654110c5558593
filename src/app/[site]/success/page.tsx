import type { Metadata } from "next";
import { leadByReference } from "@/features/leads/load-lead-pages.server";
import { SuccessPage } from "@/features/leads/pages/success-page";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

export default async function Success({ params, searchParams }: PageProps<"/[site]/success">) {
  const site = await getCurrentSite((await params).site);
  const query = await searchParams;
  const reference = typeof query.ref === "string" ? query.ref : null;
  const category = typeof query.category === "string" ? query.category : null;
  const lead = await leadByReference(site.scope, reference ?? undefined);
  return (
    <SuccessPage
      lead={lead}
      reference={lead ? lead.reference : null}
      category={category}
      siteName={site.config.name}
    />
  );
}
