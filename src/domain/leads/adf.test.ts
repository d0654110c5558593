/**
 * The ADF document is checked against the ADF 1.0 DTD's content models (element order,
 * multiplicity, attribute values), written below as data, with a small parser for the output.
 */
import { describe, expect, it } from "vitest";
import { adfDate, leadToAdf } from "./adf";
import { adfQuoteLead, adfSampleLeads, sampleLead } from "./test-fixtures";

type Element = { name: string; attrs: Record<string, string>; children: Element[]; text: string };

/** Parses the writer's own output: elements, double-quoted attributes, text, entities. */
function parseXml(xml: string): Element {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*<\?ADF VERSION="1.0"\?>\s*/, "");
  const stack: Element[] = [{ name: "#root", attrs: {}, children: [], text: "" }];
  const tag = /<(\/?)([a-z]+)((?:\s+[a-z]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const [, close, name, rawAttrs, selfClose, text] = m;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.text += text
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&");
      continue;
    }
    if (close) {
      expect(top.name).toBe(name);
      stack.pop();
      continue;
    }
    const attrs = Object.fromEntries(
      [...(rawAttrs ?? "").matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
    );
    const element: Element = { name: name!, attrs, children: [], text: "" };
    top.children.push(element);
    if (!selfClose) stack.push(element);
  }
  expect(stack).toHaveLength(1);
  return stack[0]!.children[0]!;
}

type Occurs = "1" | "?" | "*" | "+";
type Model = { children?: [string, Occurs][]; attrs?: Record<string, readonly string[] | null> };

/** ADF 1.0 DTD content models (null: any value). */
const ADF: Record<string, Model> = {
  adf: { children: [["prospect", "+"]] },
  prospect: {
    children: [
      ["id", "*"],
      ["requestdate", "1"],
      ["vehicle", "+"],
      ["customer", "1"],
      ["vendor", "1"],
      ["provider", "?"],
    ],
    attrs: { status: ["new", "resend"] },
  },
  id: { attrs: { sequence: null, source: null } },
  vehicle: {
    children: [
      ["id", "*"],
      ["year", "1"],
      ["make", "1"],
      ["model", "1"],
      ["vin", "?"],
      ["stock", "?"],
      ["trim", "?"],
      ["doors", "?"],
      ["bodystyle", "?"],
      ["transmission", "?"],
      ["odometer", "?"],
      ["condition", "?"],
      ["colorcombination", "*"],
      ["imagetag", "?"],
      ["price", "*"],
      ["pricecomments", "?"],
      ["option", "*"],
      ["finance", "?"],
      ["comments", "?"],
    ],
    attrs: {
      interest: ["buy", "lease", "sell", "trade-in", "test-drive"],
      status: ["new", "used"],
    },
  },
  odometer: {
    attrs: { status: ["unknown", "rollover", "replaced", "original"], units: ["km", "mi"] },
  },
  colorcombination: {
    children: [
      ["interiorcolor", "?"],
      ["exteriorcolor", "?"],
      ["preference", "?"],
    ],
  },
  price: {
    attrs: {
      type: ["quote", "offer", "msrp", "invoice", "call", "appraisal", "asking"],
      currency: null,
      delta: ["absolute", "relative", "percentage"],
      relativeto: ["msrp", "invoice"],
      source: null,
    },
  },
  finance: {
    children: [
      ["method", "1"],
      ["amount", "*"],
      ["balance", "?"],
    ],
  },
  amount: {
    attrs: {
      type: ["downpayment", "monthly", "total"],
      limit: ["maximum", "minimum", "exact"],
      currency: null,
    },
  },
  customer: {
    children: [
      ["contact", "1"],
      ["id", "?"],
      ["timeframe", "?"],
      ["comments", "?"],
    ],
  },
  contact: {
    children: [
      ["name", "+"],
      ["email", "?"],
      ["phone", "*"],
      ["address", "?"],
    ],
    attrs: { primarycontact: ["0", "1"] },
  },
  name: {
    attrs: {
      part: ["first", "middle", "suffix", "last", "full"],
      type: ["individual", "business"],
    },
  },
  email: { attrs: { preferredcontact: ["0", "1"] } },
  phone: {
    attrs: {
      type: ["voice", "fax", "cellphone", "pager"],
      time: ["morning", "afternoon", "evening", "nopreference", "day"],
      preferredcontact: ["0", "1"],
    },
  },
  address: {
    children: [
      ["street", "+"],
      ["apartment", "?"],
      ["city", "?"],
      ["regioncode", "?"],
      ["postalcode", "?"],
      ["country", "?"],
    ],
    attrs: { type: ["work", "home", "delivery"] },
  },
  street: { attrs: { line: ["1", "2", "3", "4", "5"] } },
  timeframe: {
    children: [
      ["description", "1"],
      ["earliestdate", "?"],
      ["latestdate", "?"],
    ],
  },
  vendor: {
    children: [
      ["id", "*"],
      ["vendorname", "1"],
      ["url", "?"],
      ["contact", "1"],
    ],
  },
  provider: {
    children: [
      ["id", "*"],
      ["name", "1"],
      ["service", "?"],
      ["url", "?"],
      ["email", "?"],
      ["phone", "?"],
      ["contact", "?"],
    ],
  },
};
function check(element: Element, model: Model | undefined, path: string): string[] {
  const problems: string[] = [];
  for (const [attr, value] of Object.entries(element.attrs)) {
    const allowed = model?.attrs?.[attr];
    if (allowed === undefined) problems.push(`${path}: unexpected attribute ${attr}`);
    else if (allowed && !allowed.includes(value))
      problems.push(`${path}@${attr}: ${value} not allowed`);
  }
  const names = element.children.map((c) => c.name);
  let at = 0;
  for (const [name, occurs] of model?.children ?? []) {
    let count = 0;
    while (names[at] === name) {
      at++;
      count++;
    }
    if ((occurs === "1" || occurs === "+") && count === 0)
      problems.push(`${path}: missing ${name}`);
    if ((occurs === "1" || occurs === "?") && count > 1)
      problems.push(`${path}: ${name} more than once`);
  }
  if (at < names.length)
    problems.push(`${path}: unexpected ${names[at]} (order: ${names.join(", ")})`);
  for (const child of element.children)
    problems.push(...check(child, ADF[child.name], `${path}/${child.name}`));
  return problems;
}

const adfOf = (lead = sampleLead()) =>
  leadToAdf(lead, { siteName: "Parkside Nissan", siteUrl: "https://parkside-nissan.example" });

describe("leadToAdf", () => {
  it("declares ADF 1.0", () => {
    expect(adfOf()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?ADF VERSION="1.0"\?>\n<adf>/,
    );
  });

  it.each(adfSampleLeads())("follows the ADF 1.0 structure for %s", (_, lead) => {
    expect(check(parseXml(adfOf(lead)), ADF.adf, "adf")).toEqual([]);
  });

  it("is checked by a structure test that can fail", () => {
    const good = adfOf();
    const swapped = good.replace(
      /(<id sequence[^>]*>[^<]*<\/id>)\n(\s*)(<requestdate>[^<]*<\/requestdate>)/,
      "$3\n$2$1",
    );
    expect(swapped).not.toBe(good);
    expect(check(parseXml(swapped), ADF.adf, "adf")).toContain(
      "adf/prospect: unexpected id (order: requestdate, id, vehicle, customer, vendor, provider)",
    );
    const badAttr = good.replace('interest="buy"', 'interest="maybe"');
    expect(check(parseXml(badAttr), ADF.adf, "adf")).toEqual([
      "adf/prospect/vehicle@interest: maybe not allowed",
    ]);
  });

  it("carries the lead id, the car, the shopper and the dealer", () => {
    const adf = parseXml(adfOf());
    const prospect = adf.children[0]!;
    const find = (el: Element, name: string) => el.children.find((c) => c.name === name)!;
    expect(find(prospect, "id").text).toBe("0b7c4a52-6f0e-4d8e-9d1b-0c2f3e4a5b6c");
    expect(find(prospect, "requestdate").text).toBe("2026-11-21T06:10:00Z");
    const vehicle = find(prospect, "vehicle");
    expect(vehicle.attrs).toEqual({ interest: "buy", status: "used" });
    expect(find(vehicle, "vin").text).toBe("JN1TBAT32Z0000001");
    const contact = find(find(prospect, "customer"), "contact");
    expect(contact.children.filter((c) => c.name === "name").map((n) => n.text)).toEqual([
      "Jane",
      "O'Brien",
    ]);
    expect(find(contact, "phone").attrs).toMatchObject({
      type: "cellphone",
      preferredcontact: "1",
    });
    expect(find(find(prospect, "vendor"), "vendorname").text).toBe("Parkside Nissan");
  });

  it("escapes what the shopper typed and writes the contact preference into the comments", () => {
    const xml = adfOf();
    expect(xml).toContain("&lt;b&gt;Cash&lt;/b&gt; buyer &amp; ready");
    expect(xml).not.toContain("<b>");
    const comments = parseXml(xml)
      .children[0]!.children.find((c) => c.name === "customer")!
      .children.at(-1)!;
    expect(comments.text).toContain("Contact preference: SMS only");
    expect(comments.text).toContain("Message: Is it still available? <b>Cash</b> buyer & ready");
  });

  it("drops characters XML cannot hold", () => {
    expect(adfOf(sampleLead({ comments: "bell\u0007 here" }))).toContain("Message: bell here");
  });

  it("names a quote request's model and variant in the vehicle block and the comments", () => {
    const prospect = parseXml(adfOf(adfQuoteLead())).children[0]!;
    const vehicle = prospect.children.find((c) => c.name === "vehicle")!;
    const of = (name: string) => vehicle.children.filter((c) => c.name === name);
    expect(vehicle.attrs).toEqual({ interest: "buy", status: "new" });
    expect(of("id").map((i) => [i.attrs.source, i.text])).toEqual([
      ["model", "12"],
      ["model-variant", "34"],
    ]);
    expect([of("make")[0]?.text, of("model")[0]?.text, of("trim")[0]?.text]).toEqual([
      "Nissan",
      "X-Trail",
      "X-Trail ST-L SUV Auto",
    ]);
    const comments = prospect.children.find((c) => c.name === "customer")!.children.at(-1)!;
    expect(comments.text).toContain(
      "Quote for: Nissan X-Trail, variant X-Trail ST-L SUV Auto (model 12, variant 34)",
    );
  });

  it("marks a test drive and its time frame", () => {
    const xml = adfOf(
      sampleLead({ kind: "test-drive", appointment_at: new Date("2026-11-23T23:00:00Z") }),
    );
    expect(xml).toContain('interest="test-drive"');
    expect(xml).toContain("<earliestdate>2026-11-23T23:00:00Z</earliestdate>");
    expect(xml).toContain("Test drive time: Tuesday 24 November 2026, 10:00 am");
  });
});

describe("a test lead's ADF", () => {
  it("says in its comments, first, that it is a test, and keeps the ADF structure", () => {
    const adf = adfOf(sampleLead({ is_test: true }));
    expect(adf).toMatch(/<comments>TEST LEAD: sent by the website to check that leads reach you/);
    expect(check(parseXml(adf), ADF.adf, "adf")).toEqual([]);
    expect(adfOf()).not.toContain("TEST LEAD");
  });
});

describe("adfDate", () => {
  it("writes seconds in UTC", () => {
    expect(adfDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05Z");
  });
});
