/** /admin/sign-in/link?token=…: the page an emailed link opens; its button signs in. */
import { loadLinkPage, StaffLinkPage } from "@/features/console/server";

export const metadata = { title: "Sign in" };

export default async function StaffLink({
  params,
  searchParams,
}: PageProps<"/[site]/admin/sign-in/link">) {
  const props = await loadLinkPage((await params).site, await searchParams);
  return <StaffLinkPage {...props} />;
}
