/** /trade-in, /cars/trade-in?car_id= and /sell-my-car: the trade-in form, the car being bought, the FAQ. */
import type { Car } from "@/domain/car/car";
import { formatCount } from "@/domain/format/price";
import type { CurrentSite } from "@/features/site/server";
import { TradeInForm } from "../lead-forms";
import { CarSummary } from "./car-summary";
import { LeadPageShell } from "./page-shell";
import { TradeInFaq } from "./trade-in-faq";

export function TradeInPage(props: {
  site: CurrentSite;
  car: Car | null;
  title: string;
  intro: string;
}) {
  const limits = props.site.config.forms.tradeIn;
  return (
    <>
      <LeadPageShell
        title={props.title}
        intro={<p>{props.intro}</p>}
        aside={props.car ? <CarSummary car={props.car} caption="Trading in towards" /> : undefined}
      >
        <TradeInForm
          site={props.site}
          car={props.car}
          heading="Your car"
          intro={`Cars up to ${limits.maxAgeYears} years old with up to ${formatCount(limits.maxKm)} km get an online estimate straight away; for others a valuer will call you.`}
        />
      </LeadPageShell>
      {limits.showFaq ? (
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <TradeInFaq maxAgeYears={limits.maxAgeYears} maxKm={limits.maxKm} />
        </div>
      ) : null}
    </>
  );
}
