import { FinanceRoute, financeMetadata } from "@/features/finance/finance-route";

export const metadata = financeMetadata("/finance-pre-approval");

export default async function Page({
  params,
  searchParams,
}: PageProps<"/[site]/finance-pre-approval">) {
  return (
    <FinanceRoute
      site={(await params).site}
      searchParams={await searchParams}
      path="/finance-pre-approval"
    />
  );
}
