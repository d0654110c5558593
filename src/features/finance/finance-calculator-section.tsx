/**
 * The vehicle page's finance section (anchor #finance-calculator, the target of the sidebar's
 * weekly button): the car's lender, its quote, the calculator island, the lender comparison, the
 * disclaimer (#finance-disclaimer) and the accepted-payments strip. Renders nothing for a car
 * that may not show finance. Everything but the calculator, the quote and the modal renders on
 * the server. The leads feature's finance form sits folded under #finance-form (Enquire Now's
 * target on sites that keep it on the vehicle page; drawn when the fold opens) and in the Get
 * Finance Now modal.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import type { Car } from "@/domain/car/car";
import { FoldedForm } from "@/features/leads";
import { FinanceEnquiryForm } from "@/features/leads/server";
import { getCurrentSite } from "@/features/site/server";
import { AcceptedPayments } from "./accepted-payments";
import { CalculatorActions } from "./calculator-actions";
import { calculatorSetup } from "./calculator-setup";
import { DeferredFinanceCalculator } from "./deferred-calculators";
import { DisclaimerText } from "./disclaimer-text";
import { financeFormDefaults } from "./finance-form-defaults";
import {
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_DISCLAIMER_ANCHOR,
  FINANCE_FORM_ANCHOR,
  financeLink,
  financeLinkParams,
  financeQueryString,
} from "./finance-link";
import { disclaimerFor, enquireTarget, financeOffer } from "./finance-offer";
import { compareLenders } from "./lender-comparison";
import { LenderComparisonTable } from "./lender-comparison-table";
import { LenderLine } from "./lender-line";
import { QuoteFigure } from "./quote-figure";
import { pageQuoteRequest } from "./quote-request";

export type FinanceCalculatorSectionProps = { car: Car; config: SiteConfig };

export async function FinanceCalculatorSection({ car, config }: FinanceCalculatorSectionProps) {
  const offer = financeOffer(car, config);
  if (!offer) return null;
  const link = financeLink(config, car);
  // Without JavaScript a recalculation goes to the finance page, for the same car.
  const hidden = [...new URLSearchParams(financeQueryString(financeLinkParams(car)))];
  const setup = calculatorSetup(config, {
    placement: "vehicle",
    car,
    lender: offer.lender,
    form: { action: config.finance.financeLinkPath, hidden },
  });
  const site = await getCurrentSite(config.slug);
  const defaults = financeFormDefaults(setup.values);
  const modal = config.finance.getFinanceNowModal
    ? {
        href: link,
        content: (
          <FinanceEnquiryForm site={site} car={car} id="finance-modal-form" defaults={defaults} />
        ),
      }
    : null;

  return (
    <section
      id={FINANCE_CALCULATOR_ANCHOR}
      aria-labelledby="finance-calculator-heading"
      className="scroll-mt-24 rounded-brand border border-ink/10 bg-page p-5 md:p-8"
    >
      <h2 id="finance-calculator-heading" className="text-2xl font-bold">
        Finance calculator
      </h2>
      <p className="mt-1 text-ink/80">
        Work out your repayments for this {car.year} {car.make} {car.model}.
      </p>
      <div className="mt-4 space-y-3">
        {offer.lender ? <LenderLine lender={offer.lender} config={config} /> : null}
        <QuoteFigure quote={car.youxQuote} request={pageQuoteRequest(car, config)} />
      </div>
      <div className="mt-6">
        <DeferredFinanceCalculator setup={setup}>
          <CalculatorActions enquireHref={enquireTarget(config, car, link)} modal={modal} />
        </DeferredFinanceCalculator>
      </div>
      <LenderComparisonTable rows={compareLenders(car, config)} price={car.price} />
      {/* The vehicle page's finance form (#finance-form), folded until Enquire Now opens it
          (browsers unfold a <details> around the fragment they go to) and drawn then; without
          JavaScript the fold links to the finance page's form. */}
      <FoldedForm
        summary={
          <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3 text-lg font-bold">
            Apply for finance on this {car.item_type === "caravan" ? "caravan" : "car"}
            <span aria-hidden="true" className="text-base transition group-open:rotate-180">
              ▾
            </span>
          </summary>
        }
        anchor={FINANCE_FORM_ANCHOR}
        fallback={{ href: link, label: "Apply on our finance page" }}
        className="group mt-8 rounded-brand border border-ink/15"
        bodyClassName="border-t border-ink/15 p-5"
      >
        <FinanceEnquiryForm site={site} car={car} id={FINANCE_FORM_ANCHOR} defaults={defaults} />
      </FoldedForm>
      <div id={FINANCE_DISCLAIMER_ANCHOR} className="mt-8 scroll-mt-24">
        <h3 className="text-sm font-semibold">Finance disclaimer</h3>
        <DisclaimerText
          text={disclaimerFor(config, offer.lender)}
          hideToggle={config.finance.hideDisclaimerToggle}
          className="mt-1"
        />
      </div>
      <AcceptedPayments config={config} className="mt-6 border-t border-ink/10 pt-6" />
    </section>
  );
}
