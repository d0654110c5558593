/**
 * A finance page: the calculator (for the linked car with its lender, or for the link's budget),
 * the lender comparison or the site's plans, the fees, the finance form prefilled from the link,
 * the disclaimer and the payments strip. The calculator's GET form recalculates on this page,
 * keeping the link's parameters.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { FinanceEnquiryForm } from "@/features/leads/server";
import type { CurrentSite } from "@/features/site/server";
import { AcceptedPayments } from "./accepted-payments";
import { CalculatorActions } from "./calculator-actions";
import { calculatorSetup } from "./calculator-setup";
import { DisclaimerText } from "./disclaimer-text";
import { FinanceCalculator } from "./finance-calculator";
import { financeFormDefaults } from "./finance-form-defaults";
import {
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_DISCLAIMER_ANCHOR,
  FINANCE_FORM_ANCHOR,
  financeQueryString,
} from "./finance-link";
import { disclaimerFor } from "./finance-offer";
import { CarSummary, FeesList, SitePlans } from "./finance-page-parts";
import { compareLenders } from "./lender-comparison";
import { LenderComparisonTable } from "./lender-comparison-table";
import { LenderLine } from "./lender-line";
import type { FinancePageData } from "./load-finance-page.server";
import { QuoteFigure } from "./quote-figure";
import { pageQuoteRequest } from "./quote-request";

function setupFor(config: SiteConfig, data: FinancePageData) {
  const { car, offer, link, query, path } = data;
  return calculatorSetup(config, {
    // With a car the vehicle calculator's bounds apply; a budget may go to the sidebar's $250,000.
    placement: car ? "vehicle" : "sidebar",
    car,
    lender: offer?.lender ?? null,
    budget: link.vehiclePriceBudget,
    query,
    form: { action: path, hidden: [...new URLSearchParams(financeQueryString(link))] },
  });
}

export function FinancePage({ site, data }: { site: CurrentSite; data: FinancePageData }) {
  const { config } = site;
  const { car, offer, page } = data;
  const setup = setupFor(config, data);
  const lender = offer?.lender ?? null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-4xl">{page.title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink/80">{page.intro}</p>
      {car ? <CarSummary car={car} config={config} /> : null}

      <section
        id={FINANCE_CALCULATOR_ANCHOR}
        aria-labelledby="finance-calculator-heading"
        className="mt-8 scroll-mt-24 rounded-brand border border-ink/10 p-5 md:p-8"
      >
        <h2 id="finance-calculator-heading" className="text-2xl font-bold">
          Repayment calculator
        </h2>
        <div className="mt-3 space-y-3 empty:hidden">
          {lender ? <LenderLine lender={lender} config={config} /> : null}
          {car ? (
            <QuoteFigure quote={car.youxQuote} request={pageQuoteRequest(car, config)} />
          ) : null}
        </div>
        <div className="mt-6">
          <FinanceCalculator setup={setup}>
            <CalculatorActions enquireHref={`#${FINANCE_FORM_ANCHOR}`} modal={null} />
          </FinanceCalculator>
        </div>
        {car ? (
          <LenderComparisonTable rows={compareLenders(car, config)} price={car.price} />
        ) : (
          <SitePlans config={config} />
        )}
      </section>

      <FeesList fees={config.finance.fees} />

      <section aria-labelledby="finance-form-heading" className="mt-10 max-w-3xl">
        <h2 id="finance-form-heading" className="text-2xl font-bold">
          {page.formHeading}
        </h2>
        <div className="mt-4">
          <FinanceEnquiryForm
            site={site}
            car={car}
            id={FINANCE_FORM_ANCHOR}
            defaults={financeFormDefaults(setup.values)}
            preferredDealership={data.link.preferredDealership}
          />
        </div>
      </section>

      <div
        id={FINANCE_DISCLAIMER_ANCHOR}
        className="mt-10 scroll-mt-24 border-t border-ink/10 pt-6"
      >
        <h2 className="text-sm font-semibold">Finance disclaimer</h2>
        <DisclaimerText
          text={disclaimerFor(config, lender)}
          hideToggle={config.finance.hideDisclaimerToggle}
          className="mt-1"
        />
      </div>
      <AcceptedPayments config={config} className="mt-6" />
    </div>
  );
}
