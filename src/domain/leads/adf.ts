/**
 * A lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs read from email).
 * Element order and attribute values follow the ADF 1.0 DTD; adf.test.ts checks the output
 * against that structure. A lead without a car still names an (empty) vehicle, as the DTD
 * requires at least one.
 */
import {
  type Lead,
  type LeadCar,
  type LeadModel,
  type LeadVariant,
  TEST_LEAD_NOTE,
  type TradeInDetails,
} from "./lead";
import { leadSummaryLines } from "./lead-summary";
import { el, renderXml, type XmlNode } from "./xml";

export type AdfContext = {
  /** The site's name, named as the provider of the lead. */
  siteName: string;
  /** The site's address, e.g. https://parkside-nissan.com.au */
  siteUrl: string;
};

const text = (name: string, value: string | number | null | undefined, attrs?: XmlNode["attrs"]) =>
  value === null || value === undefined || value === "" ? null : el(name, attrs, value);

/** ISO 8601 to the second, in UTC: 2026-11-21T06:10:00Z. */
export function adfDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function carVehicle(car: LeadCar, interest: string, finance: XmlNode | null): XmlNode {
  return el("vehicle", { interest, status: car.car_type === "used" ? "used" : "new" }, [
    el("id", { source: "stocknum" }, car.stocknum),
    el("year", undefined, car.year),
    el("make", undefined, car.make),
    el("model", undefined, car.model),
    text("vin", car.vin),
    text("stock", car.stocknum),
    text("trim", [car.badge, car.series].filter(Boolean).join(" ")),
    text("bodystyle", car.body),
    text("transmission", car.transmission),
    el("odometer", { status: "original", units: "km" }, car.km),
    car.colour
      ? el("colorcombination", undefined, [el("exteriorcolor", undefined, car.colour)])
      : null,
    car.price > 0 ? el("price", { type: "asking", currency: "AUD" }, car.price) : null,
    finance,
    car.car_type === "demo" ? el("comments", undefined, "Demo vehicle") : null,
  ]);
}

/** A quote request's new model: its id and variant id, make, model and the variant as trim. */
function modelVehicle(
  model: LeadModel,
  variant: LeadVariant | null,
  interest: string,
  finance: XmlNode | null,
): XmlNode {
  return el("vehicle", { interest, status: "new" }, [
    el("id", { source: "model" }, model.id),
    variant ? el("id", { source: "model-variant" }, variant.id) : null,
    el("year", undefined, []),
    el("make", undefined, model.make),
    el("model", undefined, model.name),
    text("trim", variant?.name),
    finance,
    el("comments", undefined, `Quote request for the ${variant?.name ?? model.name}`),
  ]);
}

function tradeInVehicle(trade: TradeInDetails): XmlNode {
  const estimate = trade.estimate;
  return el("vehicle", { interest: "trade-in", status: "used" }, [
    el("year", undefined, trade.year),
    el("make", undefined, trade.make),
    el("model", undefined, trade.model),
    text("trim", trade.variant),
    el("odometer", { status: "original", units: "km" }, trade.km),
    estimate
      ? el(
          "price",
          { type: "appraisal", currency: "AUD", source: "Online estimate (low)" },
          estimate.low,
        )
      : null,
    estimate
      ? el(
          "price",
          { type: "appraisal", currency: "AUD", source: "Online estimate (high)" },
          estimate.high,
        )
      : null,
    trade.rego
      ? el("comments", undefined, `Rego ${trade.rego} ${trade.rego_state ?? ""}`.trim())
      : null,
  ]);
}

function vehicles(lead: Lead): XmlNode[] {
  const interest = lead.kind === "test-drive" ? "test-drive" : "buy";
  const list: XmlNode[] = [];
  const finance = lead.finance ? financeNode(lead) : null;
  const { model, variant } = lead.payload;
  if (lead.car) list.push(carVehicle(lead.car, interest, finance));
  else if (model) list.push(modelVehicle(model, variant ?? null, interest, finance));
  if (lead.trade_in) list.push(tradeInVehicle(lead.trade_in));
  if (list.length === 0) {
    // The DTD needs one vehicle with year, make and model; a general enquiry names none.
    list.push(
      el("vehicle", { interest, status: "new" }, [
        el("year", undefined, []),
        el("make", undefined, []),
        el("model", undefined, []),
        finance,
      ]),
    );
  }
  return list;
}

function financeNode(lead: Lead): XmlNode {
  const f = lead.finance;
  return el("finance", undefined, [
    el("method", undefined, "finance"),
    f?.amount ? el("amount", { type: "total", limit: "exact", currency: "AUD" }, f.amount) : null,
    f?.deposit
      ? el("amount", { type: "downpayment", limit: "exact", currency: "AUD" }, f.deposit)
      : null,
  ]);
}

function customer(lead: Lead): XmlNode {
  const { contact } = lead;
  const preference = contact.contact_preference;
  const mobile = /^0[45]/.test(contact.phone);
  return el("customer", undefined, [
    el("contact", { primarycontact: 1 }, [
      el("name", { part: "first", type: "individual" }, contact.name),
      el("name", { part: "last", type: "individual" }, contact.last_name),
      el("email", preference === "email" ? { preferredcontact: 1 } : undefined, contact.email),
      contact.phone
        ? el(
            "phone",
            {
              type: mobile ? "cellphone" : "voice",
              time: "nopreference",
              preferredcontact: preference === "call" || preference === "sms" ? 1 : undefined,
            },
            contact.phone,
          )
        : null,
      // The shopper gives a postcode only; an address needs a street line, so it is empty.
      el("address", undefined, [
        el("street", { line: 1 }, []),
        el("postalcode", undefined, contact.postcode),
        el("country", undefined, "AU"),
      ]),
    ]),
    lead.appointment_at
      ? el("timeframe", undefined, [
          el("description", undefined, "Requested test drive time"),
          el("earliestdate", undefined, adfDate(lead.appointment_at)),
          el(
            "latestdate",
            undefined,
            adfDate(new Date(lead.appointment_at.getTime() + 30 * 60_000)),
          ),
        ])
      : null,
    el(
      "comments",
      undefined,
      [...(lead.is_test ? [TEST_LEAD_NOTE] : []), ...leadSummaryLines(lead)].join("\n"),
    ),
  ]);
}

function vendor(lead: Lead): XmlNode {
  const { dealership, location } = lead.place;
  const name = dealership?.name ?? location?.name ?? "Dealer";
  return el("vendor", undefined, [
    dealership ? el("id", { source: "dealership" }, dealership.id) : null,
    location ? el("id", { source: "location" }, location.id) : null,
    el("vendorname", undefined, name),
    el("contact", undefined, [
      el("name", { part: "full", type: "business" }, location?.name ?? name),
      text("phone", location?.phone ?? dealership?.phone, { type: "voice" }),
      location ? el("address", undefined, [el("street", { line: 1 }, location.address)]) : null,
    ]),
  ]);
}

export function leadToAdf(lead: Lead, context: AdfContext): string {
  const prospect = el("prospect", { status: "new" }, [
    el("id", { sequence: 1, source: context.siteName }, lead.id),
    el("requestdate", undefined, adfDate(lead.created_at)),
    ...vehicles(lead),
    customer(lead),
    vendor(lead),
    el("provider", undefined, [
      el("name", { part: "full" }, `${context.siteName} website`),
      el("service", undefined, lead.payload.source),
      el("url", undefined, context.siteUrl),
    ]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION="1.0"?>\n${renderXml(el("adf", undefined, [prospect]))}\n`;
}
