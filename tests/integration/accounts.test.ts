/**
 * Shopper sign-in on both databases, through the service and the route handlers as Next calls
 * them: accounts and sessions belong to one site (the same number on two sites is two accounts, a
 * session of one site is nobody on another), codes expire and allow 5 tries even when tried at
 * once, and neither a code nor a session token is ever stored as given.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { syncSites } from "@/data/repositories/sites";
import { CODE_TTL_MS } from "@/domain/account/one-time-code";
import { handleSendCode, handleSignOut, handleVerify } from "@/features/account/handle-sign-in";
import {
  requestCode,
  type SignInDeps,
  sessionShopper,
  signOut,
  verifyCode,
} from "@/features/account/sign-in";
import type { SmsMessage } from "@/lib/sms";
import { describeEachBackend, useTestDatabase } from "../support/databases";

const NOW = new Date("2026-03-01T00:00:00.000Z");
const PHONE = "+61412345678";
const ALPHA = { slug: "alpha", name: "Alpha Motors" };
const BRAVO = { slug: "bravo", name: "Bravo Cars" };

const codeIn = (message: SmsMessage | undefined) =>
  /\b(\d{6})\b/.exec(message?.text ?? "")?.[1] ?? "none";

await describeEachBackend("shopper accounts", (backend) => {
  const t = useTestDatabase(backend);
  const sent: SmsMessage[] = [];

  beforeAll(async () => {
    await syncSites(t.db, [
      { ...ALPHA, dealershipSlugs: [] },
      { ...BRAVO, dealershipSlugs: [] },
    ]);
  });

  const deps = (site = ALPHA, now = NOW): SignInDeps => ({
    db: t.db,
    site,
    now,
    secret: "integration-test-secret-of-32-characters",
    sendSms: async (message) => {
      sent.push(message);
    },
    admitCode: async () => ({ ok: true }),
  });

  async function signIn(site = ALPHA, phone = PHONE) {
    const request = await requestCode(deps(site), phone);
    if (!request.ok) throw new Error(request.error);
    const checked = await verifyCode(deps(site), request.pendingId, codeIn(sent.at(-1)));
    if (!checked.ok) throw new Error(checked.error);
    return checked;
  }

  it("texts a 6-digit code to the number, naming the site", async () => {
    const request = await requestCode(deps(), PHONE);
    expect(request.ok).toBe(true);
    expect(sent.at(-1)!.to).toBe(PHONE);
    expect(sent.at(-1)!.text).toMatch(
      /^\d{6} is your Alpha Motors sign-in code\. It expires in 10 minutes\./,
    );
  });

  it("signs in with the right code, once", async () => {
    const request = await requestCode(deps(), PHONE);
    if (!request.ok) throw new Error("not sent");
    const code = codeIn(sent.at(-1));
    const checked = await verifyCode(deps(), request.pendingId, code);
    expect(checked.ok && checked.shopper.phone).toBe(PHONE);
    expect(await verifyCode(deps(), request.pendingId, code)).toEqual({
      ok: false,
      error: "no-code",
    });
  });

  it("keeps one account per site and number, and sessions of one site only", async () => {
    const first = await signIn(ALPHA);
    const again = await signIn(ALPHA);
    const other = await signIn(BRAVO);
    expect(again.shopper.id).toBe(first.shopper.id);
    expect(other.shopper.id).not.toBe(first.shopper.id);
    expect(other.shopper.phone).toBe(first.shopper.phone);

    expect(await sessionShopper(deps(ALPHA), first.token)).toEqual(first.shopper);
    expect(await sessionShopper(deps(BRAVO), first.token)).toBeNull();
    expect(await sessionShopper(deps(ALPHA), other.token)).toBeNull();
    expect(await sessionShopper(deps(BRAVO), other.token)).toEqual(other.shopper);
  });

  it("finds no shopper for a missing, unknown or expired session", async () => {
    const { token } = await signIn();
    expect(await sessionShopper(deps(), null)).toBeNull();
    expect(await sessionShopper(deps(), "not-a-token")).toBeNull();
    const later = new Date(NOW.getTime() + 31 * 86_400_000);
    expect(await sessionShopper(deps(ALPHA, later), token)).toBeNull();
  });

  it("a code of one site does not work on another", async () => {
    const request = await requestCode(deps(ALPHA), PHONE);
    if (!request.ok) throw new Error("not sent");
    expect(await verifyCode(deps(BRAVO), request.pendingId, codeIn(sent.at(-1)))).toEqual({
      ok: false,
      error: "no-code",
    });
    expect((await verifyCode(deps(ALPHA), request.pendingId, codeIn(sent.at(-1)))).ok).toBe(true);
  });

  it("a code expires after 10 minutes", async () => {
    const request = await requestCode(deps(), PHONE);
    if (!request.ok) throw new Error("not sent");
    const code = codeIn(sent.at(-1));
    const late = deps(ALPHA, new Date(NOW.getTime() + CODE_TTL_MS));
    expect(await verifyCode(late, request.pendingId, code)).toEqual({
      ok: false,
      error: "code-expired",
    });
  });

  it("a new code replaces the number's earlier one", async () => {
    const first = await requestCode(deps(), PHONE);
    const firstCode = codeIn(sent.at(-1));
    const second = await requestCode(deps(), PHONE);
    if (!first.ok || !second.ok) throw new Error("not sent");
    expect(await verifyCode(deps(), first.pendingId, firstCode)).toEqual({
      ok: false,
      error: "no-code",
    });
    expect((await verifyCode(deps(), second.pendingId, codeIn(sent.at(-1)))).ok).toBe(true);
  });

  it("allows 5 tries, then not even the right code", async () => {
    const request = await requestCode(deps(), PHONE);
    if (!request.ok) throw new Error("not sent");
    const code = codeIn(sent.at(-1));
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verifyCode(deps(), request.pendingId, wrong));
    expect(answers).toEqual([
      { ok: false, error: "code-wrong", left: 4 },
      { ok: false, error: "code-wrong", left: 3 },
      { ok: false, error: "code-wrong", left: 2 },
      { ok: false, error: "code-wrong", left: 1 },
      { ok: false, error: "too-many-attempts" },
    ]);
    expect(await verifyCode(deps(), request.pendingId, code)).toEqual({
      ok: false,
      error: "too-many-attempts",
    });
  });

  it("tries sent at once test at most 5 codes between them", async () => {
    const request = await requestCode(deps(), PHONE);
    if (!request.ok) throw new Error("not sent");
    const code = codeIn(sent.at(-1));
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, "9"));
    const answers = await Promise.all(
      guesses.filter((g) => g !== code).map((g) => verifyCode(deps(), request.pendingId, g)),
    );
    expect(answers.filter((a) => !a.ok && a.error === "code-wrong").length).toBeLessThanOrEqual(4);
    const rows = await t.db.execute<{ attempts: number }>(
      sql`select attempts from sign_in_codes where id = ${request.pendingId}`,
    );
    expect(rows.rows[0]!.attempts).toBe(5);
  });

  it("a malformed pending id is no code, never a database error", async () => {
    for (const id of [null, "", "not-a-uuid", "1", "00000000-0000-0000-0000-000000000000"])
      expect(await verifyCode(deps(), id, "123456")).toEqual({ ok: false, error: "no-code" });
  });

  it("signs out this device, or everywhere on this site only", async () => {
    const phone = "+61400000001";
    const laptop = await signIn(ALPHA, phone);
    const mobile = await signIn(ALPHA, phone);
    const tablet = await signIn(ALPHA, phone);
    const elsewhere = await signIn(BRAVO, phone);
    await signOut(deps(), laptop.token, false);
    expect(await sessionShopper(deps(), laptop.token)).toBeNull();
    expect(await sessionShopper(deps(), mobile.token)).not.toBeNull();
    // Another site's session cannot end this site's sessions.
    await signOut(deps(BRAVO), mobile.token, true);
    expect(await sessionShopper(deps(), mobile.token)).not.toBeNull();
    await signOut(deps(), mobile.token, true);
    expect(await sessionShopper(deps(), mobile.token)).toBeNull();
    expect(await sessionShopper(deps(), tablet.token)).toBeNull();
    expect(await sessionShopper(deps(BRAVO), elsewhere.token)).not.toBeNull();
  });

  it("never stores a code or a session token as given", async () => {
    const request = await requestCode(deps(), "+61400000002");
    if (!request.ok) throw new Error("not sent");
    const code = codeIn(sent.at(-1));
    const pending = await requestCode(deps(), "+61400000003");
    const pendingCode = codeIn(sent.at(-1));
    const checked = await verifyCode(deps(), request.pendingId, code);
    if (!checked.ok || !pending.ok) throw new Error("not signed in");
    const dump = async (table: string) =>
      JSON.stringify((await t.db.execute(sql.raw(`select * from ${table}`))).rows);
    const stored = [
      await dump("sign_in_codes"),
      await dump("shopper_sessions"),
      await dump("shoppers"),
    ];
    for (const text of stored) {
      expect(text).not.toContain(checked.token);
      expect(text).not.toContain(`"${pendingCode}"`);
      expect(text).not.toContain(`"${code}"`);
    }
    expect(stored[0]).toMatch(/"code_hash":"[0-9a-f]{64}"/);
    expect(stored[1]).toMatch(/"token_hash":"[0-9a-f]{64}"/);
  });

  describe("route handlers", () => {
    const HOST = "alpha.localhost:3000";
    const context = (site = ALPHA, overrides: Partial<SignInDeps> = {}) => ({
      deps: { ...deps(site), ...overrides },
      trustProxy: false,
      secure: false,
    });
    const post = (
      path: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      new Request(`http://${HOST}${path}`, {
        method: "POST",
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const cookieOf = (answer: Response, name: string) => {
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";
      return cookie.split(";")[0]!.slice(name.length + 1);
    };
    const journey = { type: "trade-in", redirect: "/trade-in?car_id=7", back: "/cars/x" };

    it("signs in by form: code step, then the redirect with a host-only session cookie", async () => {
      const sentAnswer = await handleSendCode(
        post("/api/auth/send-code", { ...journey, phone: "0412 345 678" }),
        context(),
      );
      expect(sentAnswer.status).toBe(303);
      expect(sentAnswer.headers.get("location")).toBe(
        "/sign-in?type=trade-in&redirect=%2Ftrade-in%3Fcar_id%3D7&back=%2Fcars%2Fx&step=code",
      );
      const pending = cookieOf(sentAnswer, "fc_sign_in")!;
      expect(sentAnswer.headers.getSetCookie()[0]).toBe(
        `fc_sign_in=${pending}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`,
      );
      const verified = await handleVerify(
        post(
          "/api/auth/verify",
          { ...journey, code: codeIn(sent.at(-1)) },
          { cookie: `fc_sign_in=${pending}` },
        ),
        context(),
      );
      expect(verified.status).toBe(303);
      expect(verified.headers.get("location")).toBe("/trade-in?car_id=7");
      const session = cookieOf(verified, "fc_session")!;
      expect(verified.headers.getSetCookie()).toEqual([
        `fc_session=${session}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
        "fc_sign_in=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      ]);
      expect(await sessionShopper(deps(), session)).not.toBeNull();
      expect(await sessionShopper(deps(BRAVO), session)).toBeNull();

      const out = await handleSignOut(
        post("/api/auth/sign-out", {}, { cookie: `fc_session=${session}` }),
        context(),
      );
      expect(out.status).toBe(303);
      expect(out.headers.get("location")).toBe("/");
      expect(out.headers.getSetCookie()).toEqual([
        "fc_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      ]);
      expect(await sessionShopper(deps(), session)).toBeNull();
    });

    it("lands on / when the redirect is not a page of this site", async () => {
      for (const redirect of [
        "https://evil.example/x",
        "//evil.example",
        "http://bravo.localhost:3000/x",
      ]) {
        const sentAnswer = await handleSendCode(
          post("/api/auth/send-code", { redirect, phone: "0412 345 678" }),
          context(),
        );
        const pending = cookieOf(sentAnswer, "fc_sign_in")!;
        const verified = await handleVerify(
          post(
            "/api/auth/verify",
            { redirect, code: codeIn(sent.at(-1)) },
            { cookie: `fc_sign_in=${pending}` },
          ),
          context(),
        );
        expect(verified.headers.get("location")).toBe("/");
      }
    });

    it("answers bad input with the sign-in page and its field message, never a 5xx", async () => {
      const badPhone = await handleSendCode(
        post("/api/auth/send-code", { ...journey, phone: "07 3123 4567" }),
        context(),
      );
      expect(badPhone.status).toBe(303);
      expect(badPhone.headers.get("location")).toContain("error=phone-invalid");
      expect(badPhone.headers.get("location")).not.toContain("step=code");
      const noPhone = await handleSendCode(post("/api/auth/send-code", {}), context());
      expect(noPhone.headers.get("location")).toBe("/sign-in?error=phone-missing");
      const badCode = await handleVerify(post("/api/auth/verify", { code: "12ab" }), context());
      expect(badCode.headers.get("location")).toBe("/sign-in?step=code&error=code-invalid");
      const noPending = await handleVerify(
        post("/api/auth/verify", { code: "123456" }, { cookie: "fc_sign_in=junk" }),
        context(),
      );
      expect(noPending.headers.get("location")).toBe("/sign-in?step=code&error=no-code");
      const json = await handleSendCode(
        new Request(`http://${HOST}/api/auth/send-code`, {
          method: "POST",
          headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
          body: JSON.stringify({ phone: "12" }),
        }),
        context(),
      );
      expect(json.status).toBe(400);
      expect(await json.json()).toMatchObject({
        success: false,
        error: "phone-invalid",
        field: "phone",
        message: "Please enter an Australian mobile number, like 04 1234 5678.",
      });
      const garbage = await handleSendCode(
        new Request(`http://${HOST}/api/auth/send-code`, {
          method: "POST",
          headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
          body: "{not json",
        }),
        context(),
      );
      expect(garbage.status).toBe(400);
    });

    it("refuses a post from another site's page with a 403", async () => {
      const answer = await handleSendCode(
        post(
          "/api/auth/send-code",
          { phone: "0412 345 678" },
          { origin: "http://bravo.localhost:3000" },
        ),
        context(),
      );
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("Sign in from this site&apos;s own sign-in page.");
    });

    it("answers a code request past its limit with a 429 and a sentence saying how long", async () => {
      const limited = context(ALPHA, {
        admitCode: async () => ({ ok: false, retryAfterSeconds: 1500 }),
      });
      const form = await handleSendCode(
        post("/api/auth/send-code", { ...journey, phone: "0412 345 678" }),
        limited,
      );
      expect(form.status).toBe(429);
      expect(form.headers.get("retry-after")).toBe("1500");
      const page = await form.text();
      expect(page).toContain("Please wait 25 minutes, then ask for a new code.");
      expect(page).toContain('href="/sign-in?type=trade-in&amp;redirect=');
    });

    it("says so when the text could not be sent", async () => {
      const failing = context(ALPHA, {
        sendSms: async () => {
          throw new Error("gateway down for +61412345678");
        },
      });
      const answer = await handleSendCode(
        post("/api/auth/send-code", { phone: "0412 345 678" }),
        failing,
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/sign-in?error=send-failed");
    });

    it("sends a new code to the pending number, and the wrong code says the tries left", async () => {
      const first = await handleSendCode(
        post("/api/auth/send-code", { phone: "0412 345 678" }),
        context(),
      );
      const pending = cookieOf(first, "fc_sign_in")!;
      const resent = await handleSendCode(
        post("/api/auth/send-code", { resend: "1" }, { cookie: `fc_sign_in=${pending}` }),
        context(),
      );
      expect(resent.headers.get("location")).toBe("/sign-in?step=code");
      expect(sent.at(-1)!.to).toBe(PHONE);
      const next = cookieOf(resent, "fc_sign_in")!;
      expect(next).not.toBe(pending);
      const code = codeIn(sent.at(-1));
      const wrong = await handleVerify(
        post(
          "/api/auth/verify",
          { code: code === "000000" ? "111111" : "000000" },
          { cookie: `fc_sign_in=${next}` },
        ),
        context(),
      );
      expect(wrong.headers.get("location")).toBe("/sign-in?step=code&error=code-wrong&left=4");
    });
  });
});
