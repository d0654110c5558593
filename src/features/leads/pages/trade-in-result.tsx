/**
 * The trade-in part of /success: the online estimate with an Accept button, or why there is
 * none. When the site saves valuations (features.tradeInValuationSave), the browser also posts
 * the result to /api/miscellaneous.
 */
import { formatPrice } from "@/domain/format/price";
import type { Lead } from "@/domain/leads/lead";
import { acceptOfferAction } from "../offer-actions";
import { SaveValuation } from "./save-valuation";

export function TradeInResult(props: {
  lead: Lead;
  limits: { maxAgeYears: number; maxKm: number };
  saveValuation: boolean;
}) {
  const trade = props.lead.trade_in;
  if (!trade) return null;
  const accepted = props.lead.payload.userData.offer_accepted;
  const estimate = trade.estimate;
  return (
    <section
      aria-labelledby="trade-in-result"
      className="mt-8 rounded-brand border border-black/10 bg-surface p-6"
    >
      <h2 id="trade-in-result" className="text-xl font-bold">
        Your {trade.year} {trade.make} {trade.model}
      </h2>
      {estimate ? (
        <>
          <p className="mt-2 text-lg">
            Online estimate:{" "}
            <strong>
              {formatPrice(estimate.low)} – {formatPrice(estimate.high)}
            </strong>
          </p>
          <p className="mt-1 text-sm text-ink/80">
            Subject to an inspection of the car and its papers.
          </p>
          {accepted ? (
            <p className="mt-4 font-semibold" role="status">
              You accepted this offer. We will call you to arrange the inspection.
            </p>
          ) : (
            <form action={acceptOfferAction} className="mt-4">
              <input type="hidden" name="reference" value={props.lead.reference} />
              <button
                type="submit"
                className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
              >
                Accept this offer
              </button>
            </form>
          )}
          {props.saveValuation ? (
            <SaveValuation
              reference={props.lead.reference}
              valuation={{
                low: estimate.low,
                high: estimate.high,
                year: trade.year,
                make: trade.make,
                model: trade.model,
                km: trade.km,
              }}
            />
          ) : null}
        </>
      ) : (
        <p className="mt-2">
          Cars over {props.limits.maxAgeYears} years old or with more than{" "}
          {formatPrice(props.limits.maxKm).slice(1)} km, and cars we rarely see, get no online
          estimate. A valuer will call you with a price.
        </p>
      )}
    </section>
  );
}
