/**
 * Which quote provider serves a site: the upstream service when the environment names one
 * (YOUX_API_URL with YOUX_API_KEY), else the built-in estimate from the site's plan.
 */
import type { QuotePlan } from "@/domain/finance/quote";
import type { Env } from "@/lib/env";
import { builtInQuoteProvider } from "./built-in-quote-provider";
import type { QuoteProvider } from "./quote-provider";
import { upstreamQuoteProvider } from "./upstream-quote-provider";

type QuoteEnv = Pick<Env, "YOUX_API_URL" | "YOUX_API_KEY" | "YOUX_TIMEOUT_MS">;

export function quoteProviderFor(plan: QuotePlan, settings: QuoteEnv): QuoteProvider {
  if (settings.YOUX_API_URL && settings.YOUX_API_KEY) {
    return upstreamQuoteProvider({
      baseUrl: settings.YOUX_API_URL,
      apiKey: settings.YOUX_API_KEY,
      timeoutMs: settings.YOUX_TIMEOUT_MS,
    });
  }
  return builtInQuoteProvider(plan);
}
