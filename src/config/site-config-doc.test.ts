import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./site-config.schema";
import { collectFieldRows, renderSiteConfigDoc, SITE_CONFIG_DOC_URL } from "./site-config-doc";

describe("docs/site-config.md", () => {
  it("is up to date with the schema (regenerate: npx tsx src/config/write-site-config-doc.ts)", () => {
    expect(readFileSync(SITE_CONFIG_DOC_URL, "utf8")).toBe(renderSiteConfigDoc());
  });

  it("documents every field with what it changes", () => {
    const undocumented = collectFieldRows()
      .filter((row) => !row.doc.description?.trim())
      .map((row) => row.name);
    expect(undocumented).toEqual([]);
  });

  it("lists every group and their fields with defaults", () => {
    const rows = collectFieldRows();
    const names = rows.map((r) => r.name);
    for (const key of Object.keys(siteConfigSchema.shape)) expect(names).toContain(key);
    expect(rows.find((r) => r.name === "search.soldDays")).toMatchObject({
      type: "integer 0–365",
      defaultValue: "3",
    });
    expect(rows.find((r) => r.name === "finance.lenders[].interestRate")).toMatchObject({
      defaultValue: "required",
    });
    expect(rows.find((r) => r.name === "vehicle.runoutTagColour")?.type).toBe('"green" | "red"');
    expect(rows.find((r) => r.name === "search")?.defaultValue).toBeNull();
  });
});
