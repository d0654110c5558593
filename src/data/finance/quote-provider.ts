/**
 * Where vehicle finance quotes come from: one interface, so the route does not
 * care whether an upstream quote service answers or the built-in estimate does. Expected
 * failures (the service is down, slow, or answers nonsense) are values, not exceptions.
 *
 * Providers: ./built-in-quote-provider.ts (the site's lender plan, labelled an estimate) and
 * ./upstream-quote-provider.ts (an HTTP service configured by YOUX_API_URL and YOUX_API_KEY).
 */
import type { FinanceQuote } from "@/domain/car/car";
import type { QuoteRequest } from "@/domain/finance/quote";

export type QuoteFailure = {
  kind: "unavailable" | "rejected" | "malformed";
  message: string;
};

export type QuoteResult = { ok: true; value: FinanceQuote } | { ok: false; error: QuoteFailure };

export type QuoteProvider = {
  /** For logs: 'built-in' or the upstream's host. */
  readonly name: string;
  quote(request: QuoteRequest): Promise<QuoteResult>;
};
