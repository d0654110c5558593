/**
 * The finance pages as one table: each path, what it says, and whether the site
 * serves it. The site's finance page is the one at finance.financeLinkPath (/finance,
 * /finance-enquiry or /apply-for-finance); personalised finance and pre-approval are switched on
 * by finance.pages. Everything else answers 404, and all of them do when finance is hidden. Each
 * page names the sign-in gate it sits behind where the site gates it (gating.finance, or
 * gating.carFinance for the credit-check personalised page).
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { GatedJourney } from "@/domain/site/sign-in-gate";

export type FinancePagePath =
  | "/finance"
  | "/finance-enquiry"
  | "/apply-for-finance"
  | "/personalised/finance"
  | "/finance-pre-approval";

export type FinancePageDef = {
  title: string;
  intro: string;
  /** Heading of the finance form. */
  formHeading: string;
  /** The page is about one car (car_id is required). */
  needsCar: boolean;
  enabled: (config: SiteConfig) => boolean;
  gate: Extract<GatedJourney, "finance" | "carFinance">;
};

const isLinkPath = (path: FinancePagePath) => (c: SiteConfig) => c.finance.financeLinkPath === path;

export const FINANCE_PAGES: Record<FinancePagePath, FinancePageDef> = {
  "/finance": {
    title: "Car Finance",
    intro: "Work out your repayments, compare our lenders and apply in minutes.",
    formHeading: "Apply for finance",
    needsCar: false,
    enabled: isLinkPath("/finance"),
    gate: "finance",
  },
  "/finance-enquiry": {
    title: "Finance Enquiry",
    intro:
      "Work out your repayments, then tell us about yourself and our finance team will be in touch.",
    formHeading: "Send a finance enquiry",
    needsCar: false,
    enabled: isLinkPath("/finance-enquiry"),
    gate: "finance",
  },
  "/apply-for-finance": {
    title: "Apply for Finance",
    intro: "Work out your repayments and start your application: it takes a few minutes.",
    formHeading: "Start your application",
    needsCar: false,
    enabled: isLinkPath("/apply-for-finance"),
    gate: "finance",
  },
  "/personalised/finance": {
    title: "Your Personalised Finance",
    intro: "Repayments for this car with every lender it qualifies for, worked out for you.",
    formHeading: "Get your personalised quote",
    needsCar: true,
    enabled: (c) => c.finance.pages.personalised,
    gate: "carFinance",
  },
  "/finance-pre-approval": {
    title: "Finance Pre-Approval",
    intro: "Know your budget before you shop: estimate your repayments and ask for pre-approval.",
    formHeading: "Ask for pre-approval",
    needsCar: false,
    enabled: (c) => c.finance.pages.preApproval,
    gate: "finance",
  },
};

/** The page's definition when the site serves it, else null (the route answers 404). */
export function financePage(config: SiteConfig, path: FinancePagePath): FinancePageDef | null {
  const page = FINANCE_PAGES[path];
  return !config.finance.hideFinance && page.enabled(config) ? page : null;
}
