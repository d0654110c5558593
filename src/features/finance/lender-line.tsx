/** One line naming the car's lender and its rates: 'Finance through Nissan Finance at 5.99% p.a.' */
import type { SiteConfig } from "@/config/site-config.schema";
import type { FinanceLender } from "@/domain/car/car";
import { lenderName } from "./lender-comparison";
import { rateText } from "./money-labels";

export function LenderLine({ lender, config }: { lender: FinanceLender; config: SiteConfig }) {
  const rate = lender.advertisedRate ?? lender.interestRate;
  return (
    <p className="text-sm">
      Finance through <strong>{lenderName(lender.financeProvider, config)}</strong>
      {rate !== null ? <> at {rateText(rate)}</> : null}
      {lender.comparisonRate !== null ? (
        <> (comparison rate {rateText(lender.comparisonRate)}*)</>
      ) : null}
      .
    </p>
  );
}
