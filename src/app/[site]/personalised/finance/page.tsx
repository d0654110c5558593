import { FinanceRoute, financeMetadata } from "@/features/finance/finance-route";

export const metadata = financeMetadata("/personalised/finance");

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/personalised/finance">) {
  return (
    <FinanceRoute
      site={(await params).site}
      searchParams={await searchParams}
      path="/personalised/finance"
    />
  );
}
