import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/page-metadata";
import { BrandsList, GroupText, StatsBanner } from "@/features/group/group-pages";
import { requireGroup } from "@/features/group/load-group.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export async function generateMetadata({ params }: PageProps<"/[site]/brands">): Promise<Metadata> {
  const { config } = await getCurrentSite((await params).site);
  return pageMetadata({
    title: "Our Brands",
    description: `The ${config.group.manufacturerBrands} manufacturer brands of ${config.dealer.groupName ?? config.name}.`,
    path: "/brands",
  });
}

export default async function BrandsPage({ params }: PageProps<"/[site]/brands">) {
  const site = await getCurrentSite((await params).site);
  requireGroup(site);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Our Brands</h1>
        <div className="mt-4 max-w-3xl">
          <GroupText config={site.config} />
        </div>
      </div>
      <StatsBanner config={site.config} />
      <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="brands-heading" className="mb-5 text-2xl font-bold tracking-tight">
          Choose a brand
        </h2>
        <BrandsList brands={site.config.group.brands} />
      </section>
    </>
  );
}
