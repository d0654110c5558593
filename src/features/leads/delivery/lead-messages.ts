/**
 * The messages a lead becomes: the dealer's email (readable body plus the ADF 1.0 XML attached),
 * the shopper's receipt, and the webhook's JSON. Message ids and the idempotency key are stable
 * per lead and event, so a delivery sent twice reads as the same message at the other end.
 */

import type { OutboxEvent } from "@/data/schema/leads";
import { carTitle } from "@/domain/car/car-title";
import { formatPhone } from "@/domain/format/phone";
import { formatPrice } from "@/domain/format/price";
import { leadToAdf } from "@/domain/leads/adf";
import { fullName, type Lead, TEST_LEAD_NOTE } from "@/domain/leads/lead";
import { carLine, formatAppointment, leadReadableBody } from "@/domain/leads/lead-summary";
import type { MailMessage } from "@/lib/mail";
import type { SiteMailInfo } from "./site-mail-info";

const host = (site: SiteMailInfo) => `${site.slug}.leads.forecourt`;

function subjectTopic(lead: Lead): string {
  if (lead.car) return carTitle(lead.car);
  const { model, variant } = lead.payload;
  if (model) return `quote ${model.make} ${variant?.name ?? model.name}`;
  if (lead.trade_in)
    return `trade-in ${lead.trade_in.year} ${lead.trade_in.make} ${lead.trade_in.model}`;
  return lead.category;
}

export function dealerEmail(
  lead: Lead,
  event: OutboxEvent,
  site: SiteMailInfo,
  to: readonly string[],
): MailMessage {
  const accepted = event === "lead.offer_accepted";
  const estimate = lead.trade_in?.estimate;
  const preface =
    accepted && estimate
      ? `The shopper ACCEPTED the online estimate of ${formatPrice(estimate.low)} – ${formatPrice(estimate.high)}.\n\n`
      : "";
  return {
    from: site.from,
    to,
    replyTo: lead.contact.email,
    subject: `${lead.is_test ? "TEST " : ""}${accepted ? "Offer accepted" : lead.category}: ${subjectTopic(lead)} - ${fullName(lead.contact)} [${lead.reference}]`,
    text:
      (lead.is_test ? `${TEST_LEAD_NOTE}\n\n` : "") + preface + leadReadableBody(lead, site.name),
    attachments: [
      {
        filename: `lead-${lead.reference}.adf.xml`,
        content: leadToAdf(lead, { siteName: site.name, siteUrl: site.url }),
        contentType: "text/xml; charset=utf-8",
      },
    ],
    messageId: `<${lead.id}.${accepted ? "offer" : "lead"}@${host(site)}>`,
    headers: { "X-Lead-Id": lead.id, "X-Lead-Reference": lead.reference },
  };
}

/** The shopper's copy, with the reference to quote. */
export function receiptEmail(lead: Lead, site: SiteMailInfo): MailMessage {
  const where = lead.place.location?.name ?? site.name;
  const lines = [
    `Hi ${lead.contact.name},`,
    "",
    `Thanks for your enquiry to ${site.name}. Our team at ${where} will be in touch soon.`,
    "",
    `Your reference number is ${lead.reference}. Please quote it if you call us.`,
    lead.car ? `Vehicle: ${carLine(lead.car)}` : null,
    lead.payload.model
      ? `Quote for: ${lead.payload.model.make} ${lead.payload.variant?.name ?? lead.payload.model.name}`
      : null,
    lead.appointment_at
      ? `Test drive: ${formatAppointment(lead.appointment_at, lead.place.location?.time_zone ?? "Australia/Sydney")}`
      : null,
    lead.place.location?.phone ? `Phone: ${formatPhone(lead.place.location.phone)}` : null,
    "",
    `If you did not send this enquiry, you can ignore this email.`,
    site.url,
  ];
  return {
    from: site.from,
    to: [lead.contact.email],
    replyTo: site.replyTo ?? undefined,
    subject: `We have your enquiry - reference ${lead.reference}`,
    text: lines.filter((l) => l !== null).join("\n"),
    messageId: `<${lead.id}.receipt@${host(site)}>`,
    headers: { "X-Lead-Reference": lead.reference },
  };
}

/** The webhook's body; the lead id is its idempotency key; a test lead says `"test": true`. */
export function webhookBody(lead: Lead, event: OutboxEvent): string {
  const { site_slug, is_test, ...rest } = lead;
  return JSON.stringify({
    event,
    idempotency_key: idempotencyKey(lead, event),
    site: site_slug,
    test: is_test === true,
    lead: rest,
  });
}

export function idempotencyKey(lead: Lead, event: OutboxEvent): string {
  return event === "lead.created" ? lead.id : `${lead.id}:${event}`;
}
