import type { Metadata } from "next";
import { SpinToWinPage } from "@/features/content/spin-to-win-page";
import { getCurrentSite } from "@/features/site/current-site.server";

type Props = PageProps<"/[site]/spin-to-win">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getCurrentSite((await params).site);
  return { title: site.config.journeys.spinToWin.title, robots: { index: false } };
}

export default async function Page({ params }: Props) {
  return <SpinToWinPage site={await getCurrentSite((await params).site)} />;
}
