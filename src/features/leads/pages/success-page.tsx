/**
 * /success (shown after a successful enquiry). The shopper's reference number, what happens next
 * and, where an email was given, that a copy is on its way. It shows nothing personal: the address
 * may be shared or logged.
 */
import Link from "next/link";
import type { Lead } from "@/domain/leads/lead";
import { CONTACT_PREFERENCE_LABELS } from "@/domain/leads/lead";
import { formatAppointment } from "@/domain/leads/lead-summary";

export function SuccessPage(props: {
  lead: Lead | null;
  reference: string | null;
  category: string | null;
  siteName: string;
  children?: React.ReactNode;
}) {
  const { lead } = props;
  const reference = lead?.reference ?? props.reference;
  const place = lead?.place.location?.name ?? props.siteName;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">
        Thank you, your enquiry has been sent
      </h1>
      {reference ? (
        <p className="mt-6 text-lg">
          Your reference number is{" "}
          <strong className="rounded-brand bg-surface px-2 py-1 font-mono text-xl tracking-widest">
            {reference}
          </strong>
        </p>
      ) : null}
      <ul className="mt-6 list-disc space-y-2 pl-5">
        <li>
          Our team at {place} will be in touch soon
          {lead && lead.contact.contact_preference !== "any"
            ? ` (${CONTACT_PREFERENCE_LABELS[lead.contact.contact_preference].toLowerCase()}, as you asked)`
            : ""}
          .
        </li>
        {lead ? <li>We have emailed you a copy with this reference.</li> : null}
        {lead?.appointment_at && lead.place.location ? (
          <li>
            Your test drive: {formatAppointment(lead.appointment_at, lead.place.location.time_zone)}{" "}
            at {lead.place.location.name}.
          </li>
        ) : null}
        {lead?.car ? (
          <li>
            About:{" "}
            <Link className="underline" href={`/cars/${lead.car.slug}`}>
              {lead.car.year} {lead.car.make} {lead.car.model}
            </Link>
          </li>
        ) : null}
      </ul>
      {props.children}
      <p className="mt-8 flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-brand bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
        >
          Back to home
        </Link>
        <Link
          href="/search/new-used-and-demo-cars"
          className="rounded-brand border border-brand px-5 py-3 font-semibold text-brand hover:bg-surface"
        >
          Keep browsing cars
        </Link>
      </p>
    </div>
  );
}
