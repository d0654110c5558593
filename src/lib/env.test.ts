import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.dataDir).toBe(path.resolve(".data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEFAULT_SITE).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats empty variables as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", DEFAULT_SITE: "", PORT: "", TRUST_PROXY: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEFAULT_SITE).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("reads TRUST_PROXY=1 and a PostgreSQL URL", () => {
    const env = parseEnv({
      TRUST_PROXY: "1",
      DATABASE_URL: "postgres://u@127.0.0.1:5432/db",
      PORT: "8080",
    });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/db");
    expect(env.PORT).toBe(8080);
  });

  it("names every bad variable", () => {
    expect(() =>
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", DEFAULT_SITE: "Not A Slug" }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL[\s\S]*DEFAULT_SITE: must be a site slug/,
    );
  });
});
