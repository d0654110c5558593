import { describe, expect, it } from "vitest";
import { builtInQuoteProvider } from "@/data/finance/built-in-quote-provider";
import type { QuoteProvider } from "@/data/finance/quote-provider";
import { createMemoryStore } from "@/lib/rate-limit";
import { handleQuoteRequest, MAX_QUOTE_BODY_BYTES } from "./handle-quote-request";
import { quotePlanFor } from "./quote-plan";
import { siteConfig } from "./test-config";

const quoting = siteConfig({
  quote: { enabled: true },
  lenders: [{ financeProvider: "manual", interestRate: 10, comparisonRate: 10.5 }],
});

const body = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: "JTNB23HE10J123456",
  nvic: null,
  whoIsHelping: "Brisbane Motors",
};

const post = (payload: unknown) =>
  new Request("http://acme-motors.localhost/api/youx/quote", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const builtIn = (config: typeof quoting) => builtInQuoteProvider(quotePlanFor(config));

describe("handleQuoteRequest", () => {
  it("answers the built-in estimate from the site's plan", async () => {
    const response = await handleQuoteRequest(post(body), {
      config: quoting,
      provider: builtIn,
      limits: null,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // $30,000 at 10% over 5 years weekly: 146.73 → $147 (see calculator-state.test.ts).
    expect(await response.json()).toEqual({
      weeklyRepaymentAmount: 147,
      comparisonRate: 10.5,
      advertisedRate: 10,
      estimate: true,
    });
  });

  it("is not found where the site's flag is off or finance is hidden", async () => {
    for (const config of [
      siteConfig(),
      siteConfig({ hideFinance: true, quote: { enabled: true } }),
    ]) {
      const response = await handleQuoteRequest(post(body), {
        config,
        provider: builtIn,
        limits: null,
      });
      expect(response.status).toBe(404);
    }
  });

  it("answers 400 with a message per field", async () => {
    const response = await handleQuoteRequest(post({ ...body, purchasePrice: -5, year: "2021" }), {
      config: quoting,
      provider: builtIn,
      limits: null,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      message: string;
      errors: { field: string; reason: string }[];
    };
    expect(answer.message).toBe("The quote request is not valid.");
    expect(answer.errors.map((e) => e.field).sort()).toEqual(["purchasePrice", "year"]);
    expect(answer.errors.find((e) => e.field === "purchasePrice")?.reason).toMatch(/0/);
  });

  it("answers 400 to a body that is not JSON and 413 to one too large", async () => {
    const context = { config: quoting, provider: builtIn, limits: null };
    expect((await handleQuoteRequest(post("{nope"), context)).status).toBe(400);
    const big = { ...body, whoIsHelping: "x".repeat(MAX_QUOTE_BODY_BYTES) };
    expect((await handleQuoteRequest(post(big), context)).status).toBe(413);
  });

  it("answers 502 without detail when the provider fails", async () => {
    const down: QuoteProvider = {
      name: "upstream.example",
      quote: async () => ({ ok: false, error: { kind: "unavailable", message: "timed out" } }),
    };
    const response = await handleQuoteRequest(post(body), {
      config: quoting,
      provider: () => down,
      limits: null,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "No quote is available right now." });
  });

  it("limits one sender to 20 quotes a minute", async () => {
    const limits = { store: createMemoryStore(), clientAddress: "203.0.113.9" };
    const context = { config: quoting, provider: builtIn, limits };
    for (let i = 0; i < 20; i++) {
      expect((await handleQuoteRequest(post(body), context)).status).toBe(200);
    }
    const refused = await handleQuoteRequest(post(body), context);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("quotePlanFor", () => {
  it("prices on the site's first lender", () => {
    const config = siteConfig({
      lenders: [
        {
          financeProvider: "nissan-finance",
          interestRate: 6.49,
          advertisedRate: 5.99,
          comparisonRate: 6.89,
          establishmentFees: 495,
        },
        { financeProvider: "manual", interestRate: 7.99, comparisonRate: 8.69 },
      ],
    });
    expect(quotePlanFor(config)).toEqual({
      advertisedRate: 5.99,
      comparisonRate: 6.89,
      establishmentFees: 495,
      rounding: undefined,
    });
  });

  it("quotes the site's default rate when it has no lenders", () => {
    expect(quotePlanFor(siteConfig({ defaultInterestRate: 9.5 }))).toEqual({
      advertisedRate: 9.5,
      comparisonRate: 9.5,
    });
  });
});
