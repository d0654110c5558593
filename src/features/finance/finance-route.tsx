/**
 * The finance routes' one body: find the site, load the page (404 when the site does not serve
 * it, or a personalised page without its car), send visitors who are not signed in to sign-in
 * where the site gates the page, and render it. Each route file names its path.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { targetOf } from "@/domain/site/sign-in-gate";
import { getCurrentSite, requireSignIn } from "@/features/site/server";
import type { SearchParamsRecord } from "./calculator-query";
import { FinancePage } from "./finance-page";
import { FINANCE_PAGES, type FinancePagePath } from "./finance-pages";
import { loadFinancePage } from "./load-finance-page.server";

export function financeMetadata(path: FinancePagePath): Metadata {
  const page = FINANCE_PAGES[path];
  return { title: page.title, description: page.intro };
}

type Props = { site: string; searchParams: SearchParamsRecord; path: FinancePagePath };

export async function FinanceRoute({ site: slug, searchParams, path }: Props) {
  const site = await getCurrentSite(slug);
  const data = await loadFinancePage(site, path, searchParams);
  if (!data) notFound();
  await requireSignIn(site.config, data.page.gate, targetOf(path, searchParams));
  return <FinancePage site={site} data={data} />;
}
