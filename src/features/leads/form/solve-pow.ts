/**
 * The browser half of the captcha: fetches a challenge from /api/altcha/challenge and finds the
 * number whose SHA-256 with the salt matches, with crypto.subtle (about a second of work). The
 * answer is the base64 ALTCHA payload the server checks. A few lines instead of a widget.
 */
type Challenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const response = await fetch("/api/altcha/challenge", { cache: "no-store", signal });
  if (!response.ok) throw new Error(`Challenge request failed (${response.status})`);
  const c = (await response.json()) as Challenge;
  const max = c.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (signal?.aborted) throw new Error("aborted");
    if ((await sha256Hex(c.salt + n)) === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error("Challenge not solved");
}
