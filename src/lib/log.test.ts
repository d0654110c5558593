import { describe, expect, it, vi } from "vitest";
import { describeError, installLogRedaction, maskPersonalData, redactLogArgument } from "./log";

const shopper = ["Jane", "Citizen", "jane.citizen@example.com", "0412 345 678"];

function drizzleError(): Error {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "leads_pkey"'),
    {
      name: "error",
      code: "23505",
      detail: "Key (email)=(jane.citizen@example.com) already exists.",
    },
  );
  return Object.assign(
    new Error(
      `Failed query: insert into "leads" ("first_name", "last_name", "email", "phone") values ($1, $2, $3, $4)\nparams: ${shopper.join(",")}`,
    ),
    { name: "DrizzleQueryError", cause },
  );
}

describe("describeError", () => {
  it("keeps what went wrong and drops the query's parameters and the cause's detail", () => {
    const line = describeError(drizzleError());
    expect(line).toContain("DrizzleQueryError");
    expect(line).toContain('insert into "leads"');
    expect(line).toContain("cause error 23505");
    for (const value of shopper) expect(line).not.toContain(value);
  });

  it("masks addresses and numbers in any message", () => {
    expect(describeError(new Error("no mailbox jane@example.com, call +61 412 345 678"))).toBe(
      "Error: no mailbox [email], call [phone]",
    );
    expect(describeError("plain 0298765432")).toBe("plain [phone]");
  });
});

describe("maskPersonalData", () => {
  it.each([
    ["0412345678", "[phone]"],
    ["04 1234 5678", "[phone]"],
    ["+61412345678", "[phone]"],
    ["(02) 9876 5432 office", "[phone] office"],
    ["02 9876 5432", "[phone]"],
    ["lead 42 of 2026", "lead 42 of 2026"],
    ["a.b+c@d.com.au", "[email]"],
  ])("%s -> %s", (text, masked) => expect(maskPersonalData(text)).toBe(masked));
});

describe("installLogRedaction", () => {
  it("makes the framework's console.error lines safe", () => {
    const lines: unknown[][] = [];
    const fake = {
      error: vi.fn((...args: unknown[]) => lines.push(args)),
      warn: vi.fn((...args: unknown[]) => lines.push(args)),
    } as unknown as Console;
    installLogRedaction(fake);
    installLogRedaction(fake);
    fake.error("⨯ Error:", drizzleError(), { digest: "1" });
    fake.warn(`Failed query: select 1\nparams: ${shopper[2]}`);
    const text = JSON.stringify(lines);
    for (const value of shopper) expect(text).not.toContain(value);
    expect(lines).toHaveLength(2);
    expect(redactLogArgument(42)).toBe(42);
  });
});
