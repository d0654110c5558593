import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSiteConfigs } from "./load-site-configs";
import { SiteConfigError } from "./site-config-error";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "forecourt-sites-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: unknown) {
  writeFileSync(
    path.join(dir, name),
    typeof content === "string" ? content : JSON.stringify(content),
  );
}

const site = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: slug,
  dealerships: [slug],
  ...extra,
});

function loadError(): SiteConfigError {
  try {
    loadSiteConfigs(dir);
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error("expected loadSiteConfigs to throw");
}

describe("loadSiteConfigs", () => {
  it("parses every *.json in file-name order with defaults, ignoring other files", () => {
    write("zeta.json", site("zeta"));
    write("alpha.json", site("alpha", { labels: { used: "Pre-Owned" } }));
    write("README.md", "not a config");
    mkdirSync(path.join(dir, "drafts"));
    const configs = loadSiteConfigs(dir);
    expect(configs.map((c) => c.slug)).toEqual(["alpha", "zeta"]);
    expect(configs[0]?.labels.used).toBe("Pre-Owned");
    expect(configs[1]?.search.soldDays).toBe(3);
  });

  it("returns no sites for an empty directory", () => {
    expect(loadSiteConfigs(dir)).toEqual([]);
  });

  it("names the file and each field path with its reason", () => {
    write(
      "acme.json",
      site("acme", {
        finance: { lenders: [{ financeProvider: "taurus", interestRate: 101 }] },
        search: { pageSize: 0 },
      }),
    );
    const error = loadError();
    const file = path.join(dir, "acme.json");
    expect(error.message).toBe(
      [
        `${file}: search.pageSize: Too small: expected number to be >=1`,
        `${file}: finance.lenders.0.interestRate: Too big: expected number to be <=100`,
      ].join("\n"),
    );
    expect(error.issues).toHaveLength(2);
  });

  it("shows the given directory in the message, as in sites/acme.json", () => {
    const relative = path.relative(process.cwd(), dir);
    write(
      "acme.json",
      site("acme", { finance: { lenders: [{ financeProvider: "taurus", interestRate: 101 }] } }),
    );
    expect(() => loadSiteConfigs(relative)).toThrow(
      `${path.join(relative, "acme.json")}: finance.lenders.0.interestRate: Too big: expected number to be <=100`,
    );
  });

  it("names the file of malformed JSON", () => {
    write("broken.json", '{ "slug": "broken", ');
    const error = loadError();
    expect(error.issues[0]).toMatchObject({ file: path.join(dir, "broken.json"), path: "(root)" });
    expect(error.message).toMatch(/broken\.json: \(root\): not valid JSON: /);
  });

  it("requires the file name to be {slug}.json", () => {
    write("acme-motors.json", site("acme"));
    expect(loadError().message).toBe(
      `${path.join(dir, "acme-motors.json")}: slug: file must be named acme.json`,
    );
  });

  it("rejects a domain served by two sites, naming both files", () => {
    write("alpha.json", site("alpha", { domains: ["cars.example.com.au"] }));
    write("beta.json", site("beta", { domains: ["www.beta.com.au", "cars.example.com.au"] }));
    expect(loadError().message).toBe(
      `${path.join(dir, "beta.json")}: domains.1: 'cars.example.com.au' is already used by ${path.join(dir, "alpha.json")}`,
    );
  });

  it("rejects a domain listed twice by one site", () => {
    write("alpha.json", site("alpha", { domains: ["a.com.au", "a.com.au"] }));
    expect(loadError().message).toBe(
      `${path.join(dir, "alpha.json")}: domains: must not list a domain twice`,
    );
  });

  it("reports the problems of every file at once", () => {
    write("one.json", site("one", { search: { soldDays: -1 } }));
    write("two.json", "[]");
    write("three.json", site("three"));
    expect(loadError().issues.map((i) => path.basename(i.file))).toEqual(["one.json", "two.json"]);
  });

  it("reports a missing directory as a config error", () => {
    expect(() => loadSiteConfigs(path.join(dir, "missing"))).toThrow(SiteConfigError);
  });
});
