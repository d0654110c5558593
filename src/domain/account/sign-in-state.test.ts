import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIGN_IN_TYPES } from "@/domain/site/sign-in-gate";
import { SIGN_IN_MESSAGES, type SignInError } from "./sign-in-copy";
import { parseSignInState, type SignInState, signInStateHref } from "./sign-in-state";

const fromHref = (href: string) => {
  const url = new URL(href, "http://x.invalid");
  expect(url.pathname).toBe("/sign-in");
  return parseSignInState(Object.fromEntries(url.searchParams));
};

describe("parseSignInState", () => {
  it("reads what the gate sends", () => {
    expect(
      parseSignInState({ type: "trade-in", redirect: "/trade-in?car_id=3", back: "/cars/x" }),
    ).toEqual({
      type: "trade-in",
      redirect: "/trade-in?car_id=3",
      back: "/cars/x",
      step: "phone",
      error: null,
      left: null,
    });
  });

  it("reads unknown or malformed values as absent", () => {
    expect(
      parseSignInState({ type: "admin", step: "verify", error: "boom", left: "-1" }),
    ).toMatchObject({ type: null, step: "phone", error: null, left: null });
    expect(parseSignInState({ error: "toString", left: "2.5" })).toMatchObject({
      error: null,
      left: null,
    });
    expect(parseSignInState({ left: "5" }).left).toBeNull();
    expect(parseSignInState({})).toMatchObject({ type: null, redirect: null, back: null });
  });

  it("takes the first of repeated values", () => {
    expect(parseSignInState({ type: ["checkout", "finance"] }).type).toBe("checkout");
  });
});

describe("signInStateHref", () => {
  it("is the bare sign-in path for an empty state", () => {
    expect(signInStateHref({})).toBe("/sign-in");
  });

  it("round-trips every state", () => {
    const state: fc.Arbitrary<SignInState> = fc.record({
      type: fc.constantFrom(null, ...SIGN_IN_TYPES),
      redirect: fc.option(fc.string({ minLength: 1, maxLength: 50 }), { nil: null }),
      back: fc.option(fc.string({ minLength: 1, maxLength: 50 }), { nil: null }),
      step: fc.constantFrom("phone" as const, "code" as const),
      error: fc.constantFrom(null, ...(Object.keys(SIGN_IN_MESSAGES) as SignInError[])),
      left: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(fromHref(signInStateHref(s))).toEqual(s);
      }),
    );
  });
});
