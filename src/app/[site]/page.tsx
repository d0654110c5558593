import { autoDealerStructuredData } from "@/domain/location/structured-data";
import { DealerHome } from "@/features/home/dealer-home";
import { GroupHome } from "@/features/home/group-home";
import { loadHome } from "@/features/home/load-home.server";
import { getCurrentSite } from "@/features/site/current-site.server";
import { JsonLd } from "@/features/site/json-ld";
import { siteOrigin } from "@/features/site/site-origin.server";

export default async function HomePage({ params }: PageProps<"/[site]">) {
  const site = await getCurrentSite((await params).site);
  const now = new Date();
  const data = await loadHome(site);
  const Template = site.config.template === "dealer-group" ? GroupHome : DealerHome;
  const origin = await siteOrigin(site.config);
  return (
    <>
      {data.locations.map((location) => (
        <JsonLd
          key={location.id}
          data={autoDealerStructuredData(location, {
            siteName: site.config.name,
            url: `${origin}/contact-us/${location.slug}`,
            telephone: location.contact_detail.phone,
          })}
        />
      ))}
      <Template config={site.config} data={data} now={now} />
    </>
  );
}
