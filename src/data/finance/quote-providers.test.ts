import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "@/domain/finance/quote";
import { builtInQuoteProvider } from "./built-in-quote-provider";
import { quoteProviderFor } from "./quote-provider-for";
import { upstreamQuoteProvider } from "./upstream-quote-provider";

const request: QuoteRequest = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: "JTNB23HE10J123456",
  nvic: "0ABC21",
  whoIsHelping: null,
};

const plan = { advertisedRate: 10, comparisonRate: 10.5 };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const upstream = (fetch: typeof globalThis.fetch, timeoutMs = 1000) =>
  upstreamQuoteProvider({ baseUrl: "https://quotes.example/v1/", apiKey: "k3y", timeoutMs, fetch });

describe("builtInQuoteProvider", () => {
  it("estimates from the plan and says so", async () => {
    expect(await builtInQuoteProvider(plan).quote(request)).toEqual({
      ok: true,
      value: {
        weeklyRepaymentAmount: 147,
        comparisonRate: 10.5,
        advertisedRate: 10,
        estimate: true,
      },
    });
  });
});

describe("upstreamQuoteProvider", () => {
  it("posts the request with the key and reads the quote", async () => {
    const { fn, calls } = fakeFetch(() =>
      Response.json({
        weeklyRepaymentAmount: 139.5,
        comparisonRate: 8.19,
        advertisedRate: 6.29,
        extra: 1,
      }),
    );
    const result = await upstream(fn).quote(request);
    expect(result).toEqual({
      ok: true,
      value: { weeklyRepaymentAmount: 139.5, comparisonRate: 8.19, advertisedRate: 6.29 },
    });
    expect(calls[0]?.url).toBe("https://quotes.example/v1/quote");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer k3y");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(request);
  });

  it("reports a server error or refusal as a value", async () => {
    const down = await upstream(fakeFetch(() => new Response("", { status: 503 })).fn).quote(
      request,
    );
    expect(down).toEqual({ ok: false, error: { kind: "unavailable", message: "answered 503" } });
    const refused = await upstream(fakeFetch(() => new Response("", { status: 422 })).fn).quote(
      request,
    );
    expect(refused.ok || refused.error.kind).toBe("rejected");
  });

  it("reports nonsense as malformed", async () => {
    const text = await upstream(fakeFetch(() => new Response("<html>")).fn).quote(request);
    expect(text.ok || text.error.kind).toBe("malformed");
    const partial = await upstream(
      fakeFetch(() => Response.json({ weeklyRepaymentAmount: 100 })).fn,
    ).quote(request);
    expect(partial.ok || partial.error.kind).toBe("malformed");
  });

  it("gives up on a service that does not answer in time", async () => {
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const result = await upstream(slow, 50).quote(request);
    expect(result).toEqual({ ok: false, error: { kind: "unavailable", message: "timed out" } });
  });

  it("reports a network failure", async () => {
    const broken = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await upstream(broken).quote(request)).toEqual({
      ok: false,
      error: { kind: "unavailable", message: "could not be reached" },
    });
  });
});

describe("quoteProviderFor", () => {
  const env = { YOUX_API_URL: undefined, YOUX_API_KEY: undefined, YOUX_TIMEOUT_MS: 5000 };

  it("uses the upstream service only when both its address and key are set", () => {
    expect(quoteProviderFor(plan, env).name).toBe("built-in");
    expect(quoteProviderFor(plan, { ...env, YOUX_API_URL: "https://quotes.example" }).name).toBe(
      "built-in",
    );
    const both = { ...env, YOUX_API_URL: "https://quotes.example", YOUX_API_KEY: "k" };
    expect(quoteProviderFor(plan, both).name).toBe("quotes.example");
  });
});
