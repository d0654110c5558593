import { FinanceRoute, financeMetadata } from "@/features/finance/finance-route";

export const metadata = financeMetadata("/finance-enquiry");

export default async function Page({ params, searchParams }: PageProps<"/[site]/finance-enquiry">) {
  return (
    <FinanceRoute
      site={(await params).site}
      searchParams={await searchParams}
      path="/finance-enquiry"
    />
  );
}
