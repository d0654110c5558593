/** /admin/sign-in: staff ask for a sign-in link by email. */
import { loadSignInPage, StaffSignInPage } from "@/features/console/server";

export const metadata = { title: "Sign in" };

export default async function StaffSignIn({
  params,
  searchParams,
}: PageProps<"/[site]/admin/sign-in">) {
  const props = await loadSignInPage((await params).site, await searchParams);
  return <StaffSignInPage {...props} />;
}
