import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/page-metadata";
import { loadModels } from "@/features/models/load-models.server";
import { ModelsShowroom } from "@/features/models/models-showroom";
import { getCurrentSite } from "@/features/site/current-site.server";

const showroomTitle = (manufacturer: string | null) =>
  manufacturer ? `New ${manufacturer} Models` : "New Models";

export async function generateMetadata({ params }: PageProps<"/[site]/models">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: showroomTitle(config.dealer.manufacturer),
    description: `Explore the new model range at ${config.name}: drive-away prices, variants and colours.`,
    path: "/models",
  });
}

export default async function ModelsPage({ params, searchParams }: PageProps<"/[site]/models">) {
  const site = await getCurrentSite((await params).site);
  const { body } = await searchParams;
  const models = await loadModels(site);
  return (
    <ModelsShowroom
      title={showroomTitle(site.config.dealer.manufacturer)}
      models={models}
      body={typeof body === "string" ? body : null}
    />
  );
}
