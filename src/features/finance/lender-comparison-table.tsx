"use client";
/**
 * The lender comparison as a table: one row per eligible lender with its repayment at each
 * frequency, rates, fees and total. Wide tables scroll sideways on a phone inside a focusable
 * region, so keyboard users can scroll it too. A browser component, so that the page's data
 * carries the lenders' figures rather than the table's elements.
 */
import { formatPrice } from "@/domain/format/price";
import type { LenderRow } from "./lender-comparison";
import { moneyText, rateText, yearsText } from "./money-labels";

const comparison = (row: LenderRow) => {
  if (row.comparisonRate !== null) return rateText(row.comparisonRate);
  if (row.comparisonRange) {
    return `${rateText(row.comparisonRange.min).replace(" p.a.", "")} to ${rateText(row.comparisonRange.max)}`;
  }
  return "Not stated";
};

export function LenderComparisonTable({ rows, price }: { rows: LenderRow[]; price: number }) {
  if (rows.length === 0) return null;
  const title = rows.length > 1 ? "Compare finance plans" : "Finance plan for this car";
  const lowest = rows[0]?.repayments.week;
  return (
    <section aria-labelledby="lender-comparison-heading" className="mt-8">
      <h3 id="lender-comparison-heading" className="text-lg font-bold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-ink/80">
        Each lender's plan on the full price of {formatPrice(price)}, with its own rate, term,
        deposit, balloon and fees. Totals assume weekly repayments.
      </p>
      <section
        aria-labelledby="lender-comparison-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="mt-3 overflow-x-auto"
      >
        <table className="w-full min-w-[44rem] border-collapse text-sm [&_td]:whitespace-nowrap">
          <thead>
            <tr className="border-b-2 border-ink/20 text-left">
              <th scope="col" className="py-2 pr-3">
                Lender
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Weekly
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Fortnightly
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Monthly
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Interest rate
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Comparison rate
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Term
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Fees
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Total payable
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.provider} className="border-b border-ink/10 tabular-nums">
                <th scope="row" className="py-2 pr-3 text-left font-semibold">
                  {row.name}
                  {rows.length > 1 && row.repayments.week === lowest ? (
                    <span className="mt-1 block w-fit rounded-brand bg-brand px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-contrast">
                      Lowest repayment
                    </span>
                  ) : null}
                  {row.deposit > 0 || row.balloon > 0 ? (
                    <span className="block text-xs font-normal text-ink/75">
                      {[
                        row.deposit > 0 ? `${formatPrice(row.deposit)} deposit` : null,
                        row.balloon > 0 ? `${formatPrice(row.balloon)} balloon` : null,
                      ]
                        .filter(Boolean)
                        .join(", ")}
                    </span>
                  ) : null}
                </th>
                <td className="px-3 py-2 text-right font-semibold">
                  {formatPrice(row.repayments.week)}
                </td>
                <td className="px-3 py-2 text-right">{formatPrice(row.repayments.fortnight)}</td>
                <td className="px-3 py-2 text-right">{formatPrice(row.repayments.month)}</td>
                <td className="px-3 py-2 text-right">{rateText(row.interestRate)}</td>
                <td className="px-3 py-2 text-right">{comparison(row)}</td>
                <td className="px-3 py-2 text-right">{yearsText(row.termYears)}</td>
                <td className="px-3 py-2 text-right">
                  {row.fees > 0 ? moneyText(row.fees) : "None"}
                </td>
                <td className="py-2 pl-3 text-right">{formatPrice(row.totalPayable)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
