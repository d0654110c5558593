/**
 * The accepted-payments strip: Mastercard, Visa, Maestro, Google Pay and Apple Pay,
 * with the finance example line ('5 year term, 10.0% deposit, 30.0% final payment') linking to
 * the site's finance page. The footer may show it too, where features.acceptedPayments is on.
 */
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import { financePresentationLine } from "@/domain/finance/disclaimer";
import { PAYMENT_LOGOS } from "./payment-logos";

export function AcceptedPayments({
  config,
  className = "",
}: {
  config: SiteConfig;
  className?: string;
}) {
  if (!config.features.acceptedPayments) return null;
  return (
    <div className={`flex flex-wrap items-center gap-x-6 gap-y-3 ${className}`}>
      <ul aria-label="Accepted payments" className="flex flex-wrap gap-2">
        {PAYMENT_LOGOS.map(({ name, src }) => (
          <li key={name}>
            {/* biome-ignore lint/performance/noImgElement: a 48x30 vector mark, served as it is */}
            <img src={src} alt={name} width={48} height={30} loading="lazy" />
          </li>
        ))}
      </ul>
      {config.finance.hideFinance ? null : (
        <Link
          href={config.finance.financeLinkPath}
          className="text-sm font-semibold underline underline-offset-2"
        >
          {financePresentationLine(config.finance.presentation)}
        </Link>
      )}
    </div>
  );
}
