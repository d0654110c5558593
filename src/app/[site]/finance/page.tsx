import { FinanceRoute, financeMetadata } from "@/features/finance/finance-route";

export const metadata = financeMetadata("/finance");

export default async function Page({ params, searchParams }: PageProps<"/[site]/finance">) {
  return (
    <FinanceRoute site={(await params).site} searchParams={await searchParams} path="/finance" />
  );
}
