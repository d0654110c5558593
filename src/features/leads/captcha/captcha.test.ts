import { solveChallenge } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { createMemoryStore } from "@/lib/rate-limit";
import { createCaptcha } from "./captcha";

const captcha = (now = () => 1_000_000) =>
  createCaptcha({
    hmacKey: "test-key-0123456789",
    store: createMemoryStore(now),
    maxNumber: 2_000,
    now,
  });

async function solved(c: ReturnType<typeof captcha>) {
  const challenge = await c.challenge();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution!.number,
      salt,
      signature,
    }),
  ).toString("base64");
}

describe("proof-of-work captcha", () => {
  it("accepts a solved challenge once", async () => {
    const c = captcha(Date.now);
    const altcha = await solved(c);
    expect(await c.verify({ altcha })).toBe(true);
    expect(await c.verify({ altcha })).toBe(false);
  });

  it("refuses a wrong number, junk and a missing answer", async () => {
    const c = captcha(Date.now);
    const altcha = await solved(c);
    const wrong = JSON.parse(Buffer.from(altcha, "base64").toString());
    wrong.number += 1;
    expect(await c.verify({ altcha: Buffer.from(JSON.stringify(wrong)).toString("base64") })).toBe(
      false,
    );
    expect(await c.verify({ altcha: "not base64 json" })).toBe(false);
    expect(await c.verify({ altcha: { nested: true } })).toBe(false);
    expect(await c.verify({})).toBe(false);
  });
});

describe("no-JavaScript question", () => {
  it("accepts the right sum once, before it expires", async () => {
    let t = 1_000_000;
    const c = captcha(() => t);
    const { text, token } = c.question();
    const [, a, b] = /What is (\d) plus (\d)\?/.exec(text)!;
    const answer = String(Number(a) + Number(b));
    expect(
      await c.verify({ captcha_token: token, captcha_answer: String(Number(answer) + 1) }),
    ).toBe(false);
    expect(await c.verify({ captcha_token: token, captcha_answer: ` ${answer} ` })).toBe(true);
    expect(await c.verify({ captcha_token: token, captcha_answer: answer })).toBe(false);
    // A shared page carries one question to every visitor: each client may answer it once.
    const sent = { captcha_token: token, captcha_answer: answer };
    expect(await c.verify(sent, "198.51.100.7")).toBe(true);
    expect(await c.verify(sent, "198.51.100.7")).toBe(false);
    expect(await c.verify(sent, "203.0.113.9")).toBe(true);

    const late = c.question();
    const [, x, y] = /What is (\d) plus (\d)\?/.exec(late.text)!;
    t += 21 * 60_000;
    expect(
      await c.verify({ captcha_token: late.token, captcha_answer: String(Number(x) + Number(y)) }),
    ).toBe(false);
  });

  it("refuses a forged token", async () => {
    const c = captcha();
    expect(await c.verify({ captcha_token: "99999999999.abc.def", captcha_answer: "5" })).toBe(
      false,
    );
    expect(await c.verify({ captcha_token: "..", captcha_answer: "5" })).toBe(false);
  });
});
