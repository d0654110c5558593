/**
 * The forms' captcha (shown by default), checked on the server. With JavaScript the
 * browser solves an ALTCHA proof of work (a self-hosted challenge, no third-party calls) and
 * sends it in the `altcha` field. Without JavaScript a signed sum question in <noscript> stands
 * in (`captcha_token` + `captcha_answer`), so the form still works (ADR 0011). A solved proof is
 * good for one submission; a question, once per client address, since a page every visitor is
 * shown alike carries the same question to each of them (ADR 0100). A replay guard claims either
 * in the rate-limit store.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import { toText } from "@/domain/leads/form-values";
import type { RateLimitStore } from "@/lib/rate-limit";

export const CAPTCHA_FIELDS = {
  solution: "altcha",
  token: "captcha_token",
  answer: "captcha_answer",
} as const;

export type CaptchaOptions = {
  hmacKey: string;
  store: RateLimitStore;
  /** Work of the proof: the browser tries up to this many hashes (about a second at 50,000). */
  maxNumber?: number;
  ttlMs?: number;
  now?: () => number;
};

export type Captcha = {
  challenge(): Promise<Challenge>;
  question(): { text: string; token: string };
  /** `client` names the sender (their address) for the question's once-per-client rule. */
  verify(input: Record<string, unknown>, client?: string): Promise<boolean>;
};

export function createCaptcha(options: CaptchaOptions): Captcha {
  const ttlMs = options.ttlMs ?? 20 * 60_000;
  const now = options.now ?? Date.now;
  const sign = (value: string) => createHmac("sha256", options.hmacKey).update(value).digest("hex");

  async function verifySolved(payload: string): Promise<boolean> {
    if (payload.length > 2_000) return false;
    try {
      if (!(await verifySolution(payload, options.hmacKey, true))) return false;
      const { signature } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
        signature: string;
      };
      return options.store.claimOnce(`captcha:${signature}`, ttlMs);
    } catch {
      return false;
    }
  }

  async function verifyAnswered(token: string, answer: string, client: string): Promise<boolean> {
    const [expires, nonce, mac] = token.split(".");
    if (!expires || !nonce || !mac || !/^\d{1,2}$/.test(answer.trim())) return false;
    if (Number(expires) < now()) return false;
    const expected = Buffer.from(sign(`${answer.trim()}.${expires}.${nonce}`), "hex");
    const given = Buffer.from(mac, "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return options.store.claimOnce(`captcha:${nonce}:${client}`, ttlMs);
  }

  return {
    challenge: () =>
      createChallenge({
        hmacKey: options.hmacKey,
        maxnumber: options.maxNumber ?? 50_000,
        expires: new Date(now() + ttlMs),
      }),
    question() {
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const expires = String(now() + ttlMs);
      const nonce = randomBytes(12).toString("hex");
      return {
        text: `What is ${a} plus ${b}?`,
        token: `${expires}.${nonce}.${sign(`${a + b}.${expires}.${nonce}`)}`,
      };
    },
    async verify(input, client = "") {
      const solution = toText(input[CAPTCHA_FIELDS.solution]);
      if (solution) return verifySolved(solution);
      const token = toText(input[CAPTCHA_FIELDS.token]);
      return token
        ? verifyAnswered(token, toText(input[CAPTCHA_FIELDS.answer]), client.slice(0, 64))
        : false;
    },
  };
}
