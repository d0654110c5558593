import type { Metadata } from "next";
import { loadSignInPage } from "@/features/account/load-sign-in-page.server";
import { SignInPage } from "@/features/account/sign-in-page";
import { getCurrentSite } from "@/features/site/current-site.server";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default async function SignIn({ params, searchParams }: PageProps<"/[site]/sign-in">) {
  const site = await getCurrentSite((await params).site);
  const view = await loadSignInPage(site.config.slug, await searchParams);
  return <SignInPage view={view} />;
}
