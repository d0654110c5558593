import { FinanceRoute, financeMetadata } from "@/features/finance/finance-route";

export const metadata = financeMetadata("/apply-for-finance");

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/apply-for-finance">) {
  return (
    <FinanceRoute
      site={(await params).site}
      searchParams={await searchParams}
      path="/apply-for-finance"
    />
  );
}
