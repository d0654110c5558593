import "server-only";
/**
 * /spin-to-win: the dealer's promotion page in their own words (journeys.spinToWin), shown only
 * when the site switches it on (404 otherwise) and behind sign-in where gating.spinToWin says
 * so. The page shows what the dealer wrote and nothing it cannot honour: there is no wheel.
 */
import { notFound } from "next/navigation";
import { paragraphs } from "@/domain/content/legal-text";
import { type CurrentSite, requireSignIn } from "@/features/site/server";
import { ContentPage } from "./content-page";

export const SPIN_TO_WIN_PATH = "/spin-to-win";

export async function SpinToWinPage({ site }: { site: CurrentSite }) {
  const { spinToWin } = site.config.journeys;
  if (!spinToWin.enabled) notFound();
  await requireSignIn(site.config, "spinToWin", SPIN_TO_WIN_PATH);
  return (
    <ContentPage title={spinToWin.title}>
      <div className="space-y-4 leading-relaxed">
        {paragraphs(spinToWin.body).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </ContentPage>
  );
}
