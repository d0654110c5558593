import { describe, expect, it } from "vitest";
import { FINANCE_PAGES, type FinancePagePath, financePage } from "./finance-pages";
import { siteConfig } from "./test-config";

const served = (config: ReturnType<typeof siteConfig>) =>
  (Object.keys(FINANCE_PAGES) as FinancePagePath[]).filter((p) => financePage(config, p));

describe("financePage", () => {
  it("serves only /finance by default", () => {
    expect(served(siteConfig())).toEqual(["/finance"]);
  });

  it("serves the site's own finance page instead", () => {
    expect(served(siteConfig({ financeLinkPath: "/finance-enquiry" }))).toEqual([
      "/finance-enquiry",
    ]);
    expect(served(siteConfig({ financeLinkPath: "/apply-for-finance" }))).toEqual([
      "/apply-for-finance",
    ]);
  });

  it("adds personalised finance and pre-approval where switched on", () => {
    expect(served(siteConfig({ pages: { personalised: true, preApproval: true } }))).toEqual([
      "/finance",
      "/personalised/finance",
      "/finance-pre-approval",
    ]);
  });

  it("serves none when the site hides finance", () => {
    const hidden = siteConfig({
      hideFinance: true,
      pages: { personalised: true, preApproval: true },
    });
    expect(served(hidden)).toEqual([]);
  });
});
