import type { Metadata } from "next";
import { parseQuoteRequest } from "@/domain/model/showroom";
import { pageMetadata } from "@/features/content/page-metadata";
import { LeadPageShell } from "@/features/leads/pages/page-shell";
import { EnquiryForm } from "@/features/leads/server";
import { findQuotedModel } from "@/features/models/load-models.server";
import { QuoteSummary } from "@/features/models/quote-summary";
import { quotedVariant, quoteFields } from "@/features/models/quoted-variant";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = pageMetadata({
  title: "Request a Quote",
  description: "Request a drive-away quote on a new model.",
  path: "/models/order-now",
});

/** /models/order-now?model_id&model_name&vehicle: a quote request for a model variant. */
export default async function OrderNowPage({
  params,
  searchParams,
}: PageProps<"/[site]/models/order-now">) {
  const site = await getCurrentSite((await params).site);
  const request = parseQuoteRequest(await searchParams);
  const model = await findQuotedModel(site, request.modelSlug ?? undefined);
  const variant = model ? quotedVariant(model, request.vehicle) : null;
  const vehicle = request.vehicle ?? (model ? `${model.make} ${model.name}` : request.modelName);
  return (
    <LeadPageShell
      title="Request a Quote"
      intro={
        <p>
          Tell us how to reach you and our new vehicle team will send you a drive-away quote
          {vehicle ? ` for the ${vehicle}` : ""}.
        </p>
      }
      aside={<QuoteSummary model={model} request={request} />}
    >
      <EnquiryForm
        site={site}
        id="quote-request"
        heading="Your details"
        intro={vehicle ? `Quote for: ${vehicle}` : null}
        hidden={quoteFields(model, variant)}
      />
    </LeadPageShell>
  );
}
