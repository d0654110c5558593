/**
 * The built-in quote: the weekly repayment of the purchase price over the requested term on the
 * site's lender plan, computed by the finance domain and marked `estimate: true` so that pages
 * say it is an estimate and not a lender's offer.
 */
import { estimateQuote, type QuotePlan } from "@/domain/finance/quote";
import type { QuoteProvider } from "./quote-provider";

export function builtInQuoteProvider(plan: QuotePlan): QuoteProvider {
  return {
    name: "built-in",
    async quote(request) {
      return { ok: true, value: estimateQuote(request, plan) };
    },
  };
}
