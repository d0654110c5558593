/**
 * An upstream quote service: POST {baseUrl}/quote with the request as JSON and the key as a
 * bearer token; the answer must carry weeklyRepaymentAmount, comparisonRate and advertisedRate.
 * A slow service is cut off after `timeoutMs`, so a page never waits on it for long.
 */
import { z } from "zod";
import type { QuoteProvider, QuoteResult } from "./quote-provider";

const answerSchema = z.object({
  weeklyRepaymentAmount: z.number().positive().max(1_000_000),
  comparisonRate: z.number().min(0).max(100),
  advertisedRate: z.number().min(0).max(100),
});

export type UpstreamSettings = {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

const fail = (kind: "unavailable" | "rejected" | "malformed", message: string): QuoteResult => ({
  ok: false,
  error: { kind, message },
});

export function upstreamQuoteProvider(settings: UpstreamSettings): QuoteProvider {
  const doFetch = settings.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/quote`;
  return {
    name: new URL(url).host,
    async quote(request) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${settings.apiKey}`,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        return fail("unavailable", timedOut ? "timed out" : "could not be reached");
      }
      if (!response.ok) {
        await response.body?.cancel();
        const kind = response.status >= 500 || response.status === 429 ? "unavailable" : "rejected";
        return fail(kind, `answered ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return fail("malformed", "answered something other than JSON");
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) return fail("malformed", "answered without the quote's fields");
      return { ok: true, value: parsed.data };
    },
  };
}
