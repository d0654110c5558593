/** Parts of the finance pages: the linked car, the site's lenders, the fees it lists. */
import Link from "next/link";
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { formatPrice } from "@/domain/format/price";
import { lenderName } from "./lender-comparison";
import { moneyText, rateText } from "./money-labels";

export function CarSummary({ car, config }: { car: Car; config: SiteConfig }) {
  const typeLabel = config.labels[car.car_type];
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-brand bg-surface p-4">
      <div>
        <p className="text-sm text-ink/80">
          Finance for this {typeLabel.toLowerCase()}{" "}
          {car.item_type === "caravan" ? "caravan" : "car"}
        </p>
        <p className="text-lg font-bold">
          {car.year} {car.make} {car.model} {car.badge ?? ""}
        </p>
        {car.price > 0 ? (
          <p className="font-semibold text-brand">{formatPrice(car.price)}</p>
        ) : null}
      </div>
      <Link href={`/cars/${car.slug}`} className="font-semibold underline underline-offset-4">
        View this {car.item_type === "caravan" ? "caravan" : "car"}
      </Link>
    </div>
  );
}

/** The site's lenders with their rates and fees, for a page without a car to price. */
export function SitePlans({ config }: { config: SiteConfig }) {
  const plans = config.finance.lenders;
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="site-plans-heading" className="mt-8">
      <h3 id="site-plans-heading" className="text-lg font-bold">
        Our lenders
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.financeProvider} className="rounded-brand border border-ink/15 p-4 text-sm">
            <p className="font-semibold">{lenderName(plan.financeProvider, config)}</p>
            <p>
              From {rateText(plan.advertisedRate ?? plan.interestRate)}
              {plan.comparisonRate !== null
                ? `, comparison rate ${rateText(plan.comparisonRate)}`
                : plan.comparisonRateFallback
                  ? `, comparison rate ${rateText(plan.comparisonRateFallback.min)} to ${rateText(plan.comparisonRateFallback.max)}`
                  : ""}
            </p>
            <p className="text-ink/80">
              {plan.establishmentFees > 0
                ? `Establishment fee ${moneyText(plan.establishmentFees)}`
                : "No establishment fee"}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeesList({ fees }: { fees: SiteConfig["finance"]["fees"] }) {
  if (fees.length === 0) return null;
  return (
    <section aria-labelledby="finance-fees-heading" className="mt-10 max-w-3xl">
      <h2 id="finance-fees-heading" className="text-xl font-bold">
        Fees and charges
      </h2>
      <dl className="mt-3 divide-y divide-ink/10 text-sm">
        {fees.map((fee) => (
          <div key={fee.label} className="flex justify-between gap-4 py-2">
            <dt>{fee.label}</dt>
            <dd className="font-semibold tabular-nums">
              {moneyText(fee.amount)}
              {fee.per === "month" ? " per month" : ""}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
