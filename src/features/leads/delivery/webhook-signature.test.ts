import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

const body = '{"event":"lead.created"}';

describe("webhook signature", () => {
  it("is the HMAC-SHA256 of timestamp and body", () => {
    // echo -n '1700000000.{"event":"lead.created"}' | openssl dgst -sha256 -hmac secret
    expect(signWebhook("secret", body, 1_700_000_000)).toBe(
      "t=1700000000,v1=551dee52752a038f8be632daa90f0f5e409fc175b204a1b0453bfd712bdbc9bd",
    );
  });

  it("verifies its own signature within the tolerance only", () => {
    const header = signWebhook("secret", body, 1_700_000_000);
    expect(verifyWebhookSignature("secret", header, body, { nowSeconds: 1_700_000_100 })).toBe(
      true,
    );
    expect(verifyWebhookSignature("secret", header, body, { nowSeconds: 1_700_001_000 })).toBe(
      false,
    );
    expect(verifyWebhookSignature("other", header, body, { nowSeconds: 1_700_000_000 })).toBe(
      false,
    );
    expect(
      verifyWebhookSignature("secret", header, `${body} `, { nowSeconds: 1_700_000_000 }),
    ).toBe(false);
    expect(verifyWebhookSignature("secret", "v1=abc", body, { nowSeconds: 1_700_000_000 })).toBe(
      false,
    );
    expect(verifyWebhookSignature("secret", null, body, { nowSeconds: 1_700_000_000 })).toBe(false);
  });
});
