import { describe, expect, it } from "vitest";
import { parseStockImportArgs } from "./cli-args";

describe("parseStockImportArgs", () => {
  it("reads site, file, key and port", () => {
    expect(
      parseStockImportArgs(
        ["--site", "redgum-preowned", "--key", "k", "--port", "4000", "a.csv"],
        {},
      ),
    ).toEqual({
      ok: true,
      value: { site: "redgum-preowned", file: "a.csv", key: "k", port: 4000, help: false },
    });
  });

  it("takes the key from FORECOURT_API_KEY and the port from PORT, defaulting to 3000", () => {
    const env = { FORECOURT_API_KEY: "from-env", PORT: "3100" };
    const args = parseStockImportArgs(["feed.json", "--site", "a"], env);
    expect(args.ok && [args.value.key, args.value.port]).toEqual(["from-env", 3100]);
    const bare = parseStockImportArgs(["--site", "a", "feed.json"], {});
    expect(bare.ok && [bare.value.key, bare.value.port]).toEqual([undefined, 3000]);
  });

  it.each([
    [[], "Missing --site <slug>."],
    [["a.csv"], "Missing --site <slug>."],
    [["--site", "Bad Slug", "a.csv"], '"Bad Slug" is not a site slug.'],
    [["--site", "a"], "Name exactly one feed file (.csv or .json)."],
    [["--site", "a", "x.csv", "y.csv"], "Name exactly one feed file (.csv or .json)."],
    [["--site", "a", "--port", "http", "x.csv"], '"http" is not a port number.'],
  ])("refuses %j: %s", (argv, message) => {
    expect(parseStockImportArgs(argv, {})).toEqual({ ok: false, error: message });
  });

  it("refuses unknown options and answers --help", () => {
    expect(parseStockImportArgs(["--sight", "a", "x.csv"], {}).ok).toBe(false);
    const help = parseStockImportArgs(["--help"], {});
    expect(help.ok && help.value.help).toBe(true);
  });
});
