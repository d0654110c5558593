/**
 * /cars/{slug}/checkout (or /buy-online for sites that use it): reserve the car. The deposit
 * text is the site's (default $200); the built-in payment provider takes nothing online and the
 * page says so. A car that cannot be reserved any more gets the Find Me Something Similar form.
 */

import type { Car } from "@/domain/car/car";
import { carTitle } from "@/domain/car/car-title";
import { formatPrice } from "@/domain/format/price";
import { isReservable } from "@/domain/vehicle/ctas";
import type { CurrentSite } from "@/features/site/server";
import { EnquiryForm, ReserveForm } from "../lead-forms";
import { CarSummary } from "./car-summary";
import { LeadPageShell } from "./page-shell";

export function ReservePage({ site, car }: { site: CurrentSite; car: Car }) {
  const deposit = site.config.labels.reserveDeposit;
  const name = carTitle(car);
  if (!isReservable(car)) {
    return (
      <LeadPageShell
        title={`${name} can no longer be reserved`}
        intro={
          <p>
            Someone got there first, or the car has been sold. Tell us what you are after and we
            will find you something similar.
          </p>
        }
        aside={<CarSummary car={car} caption="The car" />}
      >
        <EnquiryForm site={site} car={car} variant="find-similar" />
      </LeadPageShell>
    );
  }
  return (
    <LeadPageShell
      title={`Reserve the ${name}`}
      intro={
        <p>
          Hold this car with a {deposit} deposit
          {car.price > 0 ? ` towards its ${formatPrice(car.price)} price` : ""}. Once you send this
          form the car is marked reserved for you, and our team will call to arrange the deposit and
          a time to visit.
        </p>
      }
      aside={<CarSummary car={car} caption="You are reserving" />}
    >
      <ReserveForm site={site} car={car} heading="Your details" />
    </LeadPageShell>
  );
}
