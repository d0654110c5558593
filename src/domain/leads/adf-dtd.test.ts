/**
 * Every shape of ADF document the project writes, validated against the ADF 1.0 DTD
 * (tests/support/adf-1.0.dtd) by a real validator, libxml2's xmllint, as a strict CRM would.
 * Under CI=true a missing xmllint fails; elsewhere the test is skipped with a loud notice.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { leadToAdf } from "./adf";
import { adfSampleLeads, sampleLead } from "./test-fixtures";

const DTD = "tests/support/adf-1.0.dtd";

function xmllintAvailable(): boolean {
  const found = spawnSync("xmllint", ["--version"]).status === 0;
  if (found) return true;
  if (process.env.CI === "true" || process.env.CI === "1")
    throw new Error("CI=true but xmllint is missing: install libxml2-utils (bash .ci/run does).");
  console.warn(
    `\n${"!".repeat(60)}\n!! ADF DTD TESTS SKIPPED: no xmllint (apt-get install libxml2-utils)\n${"!".repeat(60)}\n`,
  );
  return false;
}

/** xmllint's verdict on a document: null when valid, else what it printed. */
function validate(xml: string): string | null {
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", DTD, "-"], { input: xml });
  return result.status === 0 ? null : `${result.stderr}`;
}

const adfOf = (lead = sampleLead()) =>
  leadToAdf(lead, { siteName: "Parkside Nissan", siteUrl: "https://parkside-nissan.example" });

describe.skipIf(!xmllintAvailable())("ADF documents against the ADF 1.0 DTD (xmllint)", () => {
  it.each(adfSampleLeads())("validates %s", (_, lead) => {
    expect(validate(adfOf(lead))).toBeNull();
  });

  it("is a validator that refuses a document out of order or with a made-up value", () => {
    const good = adfOf();
    expect(validate(good.replace('interest="buy"', 'interest="maybe"'))).toMatch(/interest/);
    expect(validate(good.replace(/<requestdate>[^<]*<\/requestdate>/, ""))).toMatch(/prospect/);
  });
});
