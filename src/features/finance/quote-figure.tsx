"use client";
/**
 * The car's finance quote (youxQuote): shown when the car carries one, else asked for
 * once from POST /api/youx/quote when the page says so (the site's flag is on, the car has no
 * quote and a price). A failed request shows nothing: the calculator stands on its own.
 */
import { useEffect, useState } from "react";
import type { FinanceQuote } from "@/domain/car/car";
import type { QuoteRequest } from "@/domain/finance/quote";
import { formatPrice } from "@/domain/format/price";

type Props = { quote: FinanceQuote | null; request: QuoteRequest | null };

function isQuote(value: unknown): value is FinanceQuote {
  const q = value as Partial<FinanceQuote> | null;
  return (
    typeof q?.weeklyRepaymentAmount === "number" &&
    typeof q.comparisonRate === "number" &&
    typeof q.advertisedRate === "number"
  );
}

export function QuoteFigure({ quote: given, request }: Props) {
  const [quote, setQuote] = useState(given);
  useEffect(() => {
    if (given || !request) return;
    const abort = new AbortController();
    fetch("/api/youx/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: abort.signal,
    })
      .then((r) => (r.ok ? r.json() : null))
      .then((body: unknown) => {
        if (isQuote(body) && body.weeklyRepaymentAmount > 0) setQuote(body);
      })
      .catch(() => {
        // Ignored by design: the quote is a bonus, never an error.
      });
    return () => abort.abort();
  }, [given, request]);

  if (!quote || quote.weeklyRepaymentAmount <= 0) return null;
  return (
    <p className="rounded-brand border border-brand/30 bg-page px-4 py-3 text-sm">
      <span className="font-semibold">
        {quote.estimate ? "Estimated repayment" : "Quoted repayment"}:{" "}
        <span className="text-lg font-bold text-brand tabular-nums">
          {formatPrice(Math.ceil(quote.weeklyRepaymentAmount))}/wk
        </span>
      </span>{" "}
      at {quote.advertisedRate}% p.a. (comparison rate {quote.comparisonRate}% p.a.)
      {quote.estimate ? ". An estimate from the dealer's finance plan, not a lender's offer." : ""}
    </p>
  );
}
