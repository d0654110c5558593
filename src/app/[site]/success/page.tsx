import type { Metadata } from "next";
import { leadByReference } from "@/features/leads/load-lead-pages.server";
import { SuccessPage } from "@/features/leads/pages/success-page";
import { TradeInResult } from "@/features/leads/pages/trade-in-result";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

export default async function Success({ params, searchParams }: PageProps<"/[site]/success">) {
  const site = await getCurrentSite((await params).site);
  const query = await searchParams;
  const reference = typeof query.ref === "string" ? query.ref : undefined;
  const category = typeof query.category === "string" ? query.category : null;
  const lead = await leadByReference(site.scope, reference);
  const { config } = site;
  return (
    <SuccessPage
      lead={lead}
      reference={lead?.reference ?? null}
      category={category}
      siteName={config.name}
    >
      {lead?.trade_in ? (
        <TradeInResult
          lead={lead}
          limits={config.forms.tradeIn}
          saveValuation={config.features.tradeInValuationSave}
        />
      ) : null}
    </SuccessPage>
  );
}
