/** A complete lead for tests, with every part overridable; and the leads of every ADF shape. */
import type { Lead } from "./lead";

export function sampleLead(over: Partial<Lead> = {}): Lead {
  return {
    id: "0b7c4a52-6f0e-4d8e-9d1b-0c2f3e4a5b6c",
    reference: "K7M2QX9A",
    site_slug: "parkside-nissan",
    kind: "car-enquiry",
    category: "Used Car Enquiry",
    subcategory: null,
    contact: {
      name: "Jane",
      last_name: "O'Brien",
      email: "jane@example.com",
      phone: "0412345678",
      postcode: "2150",
      contact_preference: "sms",
    },
    comments: "Is it still available? <b>Cash</b> buyer & ready",
    opt_in: true,
    car: {
      id: 42,
      slug: "2021-nissan-x-trail-st-l-n1234",
      stocknum: "N1234",
      vin: "JN1TBAT32Z0000001",
      year: 2021,
      make: "Nissan",
      model: "X-Trail",
      badge: "ST-L",
      series: "T32",
      car_type: "used",
      tag: null,
      km: 45210,
      price: 35990,
      colour: "Gun Metallic",
      body: "SUV",
      transmission: "Automatic",
    },
    place: {
      dealership: { id: 3, name: "Parkside Nissan", phone: "+61 2 9000 1234" },
      location: {
        id: 7,
        name: "Parkside Nissan Parramatta",
        phone: "+61 2 9000 1234",
        address: "12 Church St, Parramatta NSW 2150",
        time_zone: "Australia/Sydney",
      },
    },
    appointment_at: null,
    trade_in: null,
    finance: null,
    reserve: null,
    extra: {},
    payload: {
      url: "https://parkside-nissan.example/cars/2021-nissan-x-trail-st-l-n1234",
      source: "Website",
      user_agent: "Mozilla/5.0",
      car_id: 42,
      car_dealership_id: 3,
      lead_attributes: { visited_pages: ["/", "/search/used-cars"], linked_query_params: {} },
      userData: {
        category: "Used Car Enquiry",
        subcategory: null,
        lead_id: "0b7c4a52-6f0e-4d8e-9d1b-0c2f3e4a5b6c",
        form_completed: true,
        offer_accepted: false,
        adjustmentAnswers: {},
        rego: null,
        regoState: null,
      },
    },
    created_at: new Date("2026-11-21T06:10:00.000Z"),
    delivery_status: "pending",
    ...over,
  };
}

/** A quote request for a new model's variant (no car). */
export function adfQuoteLead(): Lead {
  return sampleLead({
    car: null,
    kind: "enquiry",
    category: "General Enquiry",
    payload: {
      ...sampleLead().payload,
      car_id: null,
      car_dealership_id: null,
      model: { id: 12, slug: "nissan-x-trail", make: "Nissan", name: "X-Trail" },
      variant: { id: 34, name: "X-Trail ST-L SUV Auto" },
    },
  });
}

/** Every shape of ADF document the project writes: each form, with and without a car. */
export function adfSampleLeads(): [string, Lead][] {
  return [
    ["a used car enquiry", sampleLead()],
    [
      "a general enquiry without a car",
      sampleLead({ car: null, kind: "enquiry", category: "General Enquiry" }),
    ],
    [
      "a test drive",
      sampleLead({ kind: "test-drive", appointment_at: new Date("2026-11-23T23:00:00Z") }),
    ],
    [
      "a trade-in with an estimate",
      sampleLead({
        car: null,
        kind: "trade-in",
        trade_in: {
          rego: "ABC123",
          rego_state: "NSW",
          year: 2020,
          make: "Mazda",
          model: "CX-5",
          variant: "Maxx",
          km: 60000,
          estimate: { low: 21000, high: 23500 },
        },
      }),
    ],
    [
      "a finance enquiry without a car",
      sampleLead({
        car: null,
        kind: "finance",
        finance: { amount: 30000, deposit: 5000, term_years: 5, employment: "Full time" },
      }),
    ],
    [
      "a finance enquiry on a demo car",
      sampleLead({
        kind: "finance",
        car: { ...sampleLead().car!, car_type: "demo" },
        finance: { amount: 30000, deposit: null, term_years: null, employment: null },
      }),
    ],
    ["a quote request for a model variant", adfQuoteLead()],
    [
      "an email-only shopper",
      sampleLead({ contact: { ...sampleLead().contact, phone: "", contact_preference: "email" } }),
    ],
    [
      "a reservation with its deposit",
      sampleLead({ kind: "reserve", reserve: { deposit: "$500", payment: "card" } }),
    ],
    ["a photo request", sampleLead({ kind: "request-photos" })],
    [
      "a careers enquiry",
      sampleLead({ car: null, kind: "careers", category: "Careers", extra: { position: "Sales" } }),
    ],
    ["a parts enquiry", sampleLead({ car: null, kind: "parts", extra: { part: "Tow bar" } })],
    [
      "a service booking",
      sampleLead({ car: null, kind: "service", extra: { service: "Logbook" } }),
    ],
    [
      "a test drive of a new car with a trade-in",
      sampleLead({
        kind: "test-drive",
        car: { ...sampleLead().car!, car_type: "new", km: 0, vin: null, colour: null },
        appointment_at: new Date("2026-11-24T01:30:00Z"),
        trade_in: {
          rego: null,
          rego_state: null,
          year: 2015,
          make: "Holden",
          model: "Commodore",
          variant: null,
          km: 180000,
          estimate: null,
        },
      }),
    ],
    [
      "odd text in every field",
      sampleLead({
        contact: { ...sampleLead().contact, name: "Zoë <&> \u{1F697}", last_name: 'O\'Brien "Jr"' },
        comments: "]]> <!-- --> &amp; \u202e",
      }),
    ],
  ];
}
