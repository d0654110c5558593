import type { Metadata } from "next";
import { truncateDescription } from "@/domain/model/showroom";
import { pageMetadata } from "@/features/content/page-metadata";
import { EnquiryForm } from "@/features/leads/server";
import { loadModel } from "@/features/models/load-models.server";
import { ModelDetail } from "@/features/models/model-detail";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({
  params,
}: PageProps<"/[site]/models/[slug]">): Promise<Metadata> {
  const { site: slug, slug: modelSlug } = await params;
  const site = await getCurrentSite(slug);
  const model = await loadModel(site, modelSlug);
  return pageMetadata({
    title: `${model.make} ${model.name}`,
    description:
      truncateDescription(model.short_description, 155) ||
      `The ${model.make} ${model.name} at ${site.config.name}.`,
    path: `/models/${model.slug}`,
  });
}

export default async function ModelPage({ params }: PageProps<"/[site]/models/[slug]">) {
  const { site: slug, slug: modelSlug } = await params;
  const site = await getCurrentSite(slug);
  const model = await loadModel(site, modelSlug);
  return (
    <ModelDetail
      model={model}
      form={
        <EnquiryForm
          site={site}
          id="model-enquiry-form"
          intro={`Tell us what you would like to know about the ${model.make} ${model.name}.`}
        />
      }
    />
  );
}
