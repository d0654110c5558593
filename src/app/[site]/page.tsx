import { DealerHome } from "@/features/home/dealer-home";
import { GroupHome } from "@/features/home/group-home";
import { loadHome } from "@/features/home/load-home.server";
import { getCurrentSite } from "@/features/site/current-site.server";

export default async function HomePage({ params }: PageProps<"/[site]">) {
  const site = await getCurrentSite((await params).site);
  const now = new Date();
  const data = await loadHome(site);
  const Template = site.config.template === "dealer-group" ? GroupHome : DealerHome;
  return <Template config={site.config} data={data} now={now} />;
}
