import type { ReactNode } from "react";
import { weekHours } from "@/domain/content/service-booking";
import { formatPhone } from "@/domain/format/phone";
import { addressLine } from "@/domain/location/address-line";
import type { ServicePlace } from "./load-service.server";

/**
 * /service: a link to the online scheduler where the site has one, each service location with its
 * week of hours and booking link, then the service form.
 */
export function ServicePage(props: {
  siteName: string;
  places: readonly ServicePlace[];
  /** The city the site names for every location (locations.overrideCity), else null. */
  overrideCity: string | null;
  /** The page of the site's online scheduler, when it has one. */
  schedulerHref: string | null;
  form: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Book a Service</h1>
      <p className="mt-3 max-w-3xl text-ink/85">
        Factory-trained technicians and genuine parts at {props.siteName}. Book online at your
        nearest service centre, or send us a request and we will call you to confirm a time.
      </p>
      {props.schedulerHref ? (
        <p className="mt-4">
          <a
            href={props.schedulerHref}
            className="inline-block rounded-brand bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90"
          >
            Book online now
          </a>
        </p>
      ) : null}
      <section aria-labelledby="service-centres" className="mt-8">
        <h2 id="service-centres" className="mb-4 text-2xl font-bold tracking-tight">
          Our service centres
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {props.places.map(({ location, bookingUrl }) => (
            <li key={location.id}>
              <article
                aria-labelledby={`centre-${location.id}`}
                className="h-full rounded-brand border border-black/10 bg-page p-5 shadow-sm"
              >
                <h3 id={`centre-${location.id}`} className="text-lg font-semibold">
                  {location.name}
                </h3>
                <address className="text-sm not-italic">
                  {addressLine(location.address, props.overrideCity)}
                </address>
                {location.contact_detail.phone ? (
                  <a
                    className="mt-1 inline-block text-sm font-semibold text-brand underline-offset-4 hover:underline"
                    href={`tel:${location.contact_detail.phone.replace(/\s/g, "")}`}
                  >
                    {formatPhone(location.contact_detail.phone)}
                  </a>
                ) : null}
                <table className="mt-3 w-full text-sm">
                  <caption className="sr-only">Opening hours of {location.name}</caption>
                  <tbody>
                    {weekHours(location.contact_detail.opening_hours).map((d) => (
                      <tr key={d.day} className="border-t border-black/5">
                        <th scope="row" className="py-1 pr-3 text-left font-medium">
                          {d.day}
                        </th>
                        <td className="py-1">{d.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <a
                  href={bookingUrl ?? "#service-form"}
                  className="mt-4 inline-block rounded-brand bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast hover:opacity-90"
                >
                  {bookingUrl ? "Book Online" : "Request a Booking"}
                  <span className="sr-only"> at {location.name}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section
        id="service-form"
        aria-labelledby="service-form-heading"
        className="mt-10 max-w-3xl scroll-mt-20"
      >
        <h2 id="service-form-heading" className="mb-4 text-2xl font-bold tracking-tight">
          Request a service booking
        </h2>
        <div className="rounded-brand border border-black/10 bg-page p-5 shadow-sm sm:p-8">
          {props.form}
        </div>
      </section>
    </div>
  );
}
