import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/parse-site-config";
import { parseLeadForm } from "@/domain/leads/lead-form-schema";
import type { Dealership, Location } from "@/domain/location/location";
import type { Model, ModelVariant } from "@/domain/model/model";
import { buildLead, outboxPlan, type QuotedModel } from "./build-lead";

const config = (over: Record<string, unknown> = {}) =>
  parseSiteConfig(
    {
      slug: "alpha",
      name: "Alpha",
      dealerships: ["alpha"],
      contact: { email: "site@alpha.example" },
      ...over,
    },
    "alpha.json",
  );

const location = (leadEmail: string | null) =>
  ({
    id: 3,
    dealership_id: 1,
    name: "Alpha City",
    address: { street: "1 Main St", city: "Adelaide", state: "SA", postcode: "5000" },
    contact_detail: { phone: null, lead_email: leadEmail },
    time_zone: "Australia/Adelaide",
  }) as unknown as Location;
const dealership = (leadEmail: string | null) =>
  ({ id: 1, name: "Alpha Motors", phone: null, lead_email: leadEmail }) as unknown as Dealership;

describe("outboxPlan", () => {
  it("sends to the site's lead inbox first, else the location's, dealership's, then the site's email", () => {
    const to = (c: ReturnType<typeof config>, l: string | null, d: string | null) => {
      const [first] = outboxPlan(
        c,
        { location: location(l), dealership: dealership(d) },
        "jane@example.com",
      );
      return first?.target.kind === "email" ? first.target.to : null;
    };
    expect(
      to(config({ forms: { leadEmails: ["crm@alpha.example"] } }), "loc@x.example", "dl@x.example"),
    ).toEqual(["crm@alpha.example"]);
    expect(to(config(), "loc@x.example", "dl@x.example")).toEqual(["loc@x.example"]);
    expect(to(config(), null, "dl@x.example")).toEqual(["dl@x.example"]);
    expect(to(config(), null, null)).toEqual(["site@alpha.example"]);
  });

  it("adds the signed webhook when configured, and always the shopper's receipt", () => {
    const plan = outboxPlan(
      config({
        forms: { webhook: { url: "https://crm.example/hook", secretEnv: "ALPHA_SECRET" } },
      }),
      { location: null, dealership: null },
      "jane@example.com",
    );
    expect(plan.map((p) => p.channel)).toEqual(["dealer-email", "webhook", "receipt"]);
    expect(plan[2]?.target).toEqual({ kind: "email", to: ["jane@example.com"] });
  });
});

describe("buildLead", () => {
  const values = (input: Record<string, unknown>) => {
    const parsed = parseLeadForm(
      {
        kind: "careers",
        termsMessage: "x",
        commentsRequired: true,
        categories: null,
        locationIds: null,
        dealershipIds: null,
        maxYear: 2027,
      },
      {
        name: "Cara",
        last_name: "Jones",
        email: "cara@example.com",
        phone: "0412345678",
        postcode: "5000",
        terms: "on",
        position: "Sales",
        contact_preference: "email",
        ...input,
      },
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.value;
  };

  it("sends a careers enquiry as General Enquiry / Career Enquiry with the full payload", () => {
    const lead = buildLead({
      id: "00000000-0000-4000-8000-000000000001",
      reference: "ABCDEFGH",
      config: config(),
      kind: "careers",
      values: values({
        visited_pages: '["/","/careers"]',
        linked_query_params: '{"utm_source":"seek"}',
      }),
      car: null,
      place: { location: location(null), dealership: dealership(null) },
      estimate: null,
      payment: null,
      meta: { url: "http://alpha.localhost/careers", userAgent: "UA", referer: null },
    });
    expect([lead.category, lead.subcategory]).toEqual(["General Enquiry", "Career Enquiry"]);
    expect(lead.extra).toEqual({ Position: "Sales" });
    expect(lead.payload).toMatchObject({
      source: "Website",
      user_agent: "UA",
      car_id: null,
      lead_attributes: {
        visited_pages: ["/", "/careers"],
        linked_query_params: { utm_source: "seek" },
      },
      userData: {
        category: "General Enquiry",
        subcategory: "Career Enquiry",
        lead_id: "00000000-0000-4000-8000-000000000001",
        form_completed: true,
      },
    });
    expect(lead.contact.contact_preference).toBe("email");
    expect(lead.place.location?.address).toBe("1 Main St, Adelaide SA 5000");
  });

  it("carries a quote request's model and variant (ids and names) in the payload", () => {
    const model = {
      id: 12,
      slug: "nissan-x-trail",
      make: "Nissan",
      name: "X-Trail",
      model_variants: [],
    } as unknown as Model;
    const variant = { id: 34, full_name: "X-Trail ST-L SUV Auto" } as unknown as ModelVariant;
    const build = (quoted: QuotedModel | null) =>
      buildLead({
        id: "00000000-0000-4000-8000-000000000002",
        reference: "ABCDEFGJ",
        config: config(),
        kind: "careers",
        values: values({}),
        car: null,
        quoted,
        place: { location: location(null), dealership: dealership(null) },
        estimate: null,
        payment: null,
        meta: { url: "http://alpha.localhost/models/order-now", userAgent: "UA", referer: null },
      }).payload;
    expect(build({ model, variant })).toMatchObject({
      model: { id: 12, slug: "nissan-x-trail", make: "Nissan", name: "X-Trail" },
      variant: { id: 34, name: "X-Trail ST-L SUV Auto" },
    });
    expect(build({ model, variant: null })).toMatchObject({ variant: null });
    expect(build(null)).toMatchObject({ model: null, variant: null });
  });
});
