/**
 * What the lead integration tests share besides the SMTP sink (tests/support/smtp-sink.ts): a
 * local webhook receiver that can be made to fail, a small data set and a lead builder.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@/data/db";
import { insertDemoData } from "@/data/demo-data";
import { syncSites } from "@/data/repositories/sites";
import type { NewLead } from "@/domain/leads/stored-lead";
import { sampleLead } from "@/domain/leads/test-fixtures";
import { car, dealership, emptyData, location, model } from "./fixtures";

export type ReceivedHook = { headers: http.IncomingHttpHeaders; body: string };

export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      if (state.status < 300) received.push({ headers: req.headers, body });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One attachment of a raw MIME message, decoded (base64 or quoted-printable). */
export function mimeAttachment(raw: string, filename: string): string | null {
  const start =
    raw.indexOf(`filename=${filename}`) >= 0
      ? raw.indexOf(`filename=${filename}`)
      : raw.indexOf(`filename="${filename}"`);
  if (start < 0) return null;
  const headerEnd =
    raw.indexOf("\r\n\r\n", start) >= 0
      ? raw.indexOf("\r\n\r\n", start)
      : raw.indexOf("\n\n", start);
  const partHeaders = raw.slice(raw.lastIndexOf("--", start), headerEnd);
  const body = raw.slice(headerEnd).replace(/^\s+/, "");
  const content = body.slice(0, body.search(/\r?\n--/));
  if (/content-transfer-encoding:\s*base64/i.test(partHeaders)) {
    return Buffer.from(content.replace(/\s/g, ""), "base64").toString("utf8");
  }
  return content
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const variant = (id: number, full_name: string) => ({
  id,
  full_name,
  series: null,
  name: full_name,
  features: [],
  image: null,
  dap_min_price: null,
  dap_max_price: null,
});

export const SITE = { slug: "alpha", dealershipIds: [1], soldDays: 3 } as const;

/**
 * Dealership 1 with location 11 (Sydney hours), cars 101 (used) and 102 (new) and model 31
 * (rav4, variants 311 and 312); dealership 2 (site bravo) with car 201 and model 41 (cx-5).
 */
export async function seedLeadData(db: Database): Promise<void> {
  await insertDemoData(db, {
    ...emptyData(),
    dealerships: [dealership(1, "alpha-toyota"), dealership(2, "bravo-mazda")],
    locations: [
      location(11, 1, "alpha-parramatta", { primary: true }),
      location(21, 2, "bravo-ryde"),
    ],
    cars: [
      car(101, 1, { location_id: 11 }),
      car(102, 1, { car_type: "new", slug: "new-102", stocknum: "S102" }),
      car(201, 2),
    ],
    models: [
      model(31, 1, "toyota-rav4", {
        name: "RAV4",
        model_variants: [variant(311, "RAV4 GX SUV Auto"), variant(312, "RAV4 Cruiser SUV Auto")],
      }),
      model(41, 2, "mazda-cx-5", { make: "Mazda", name: "CX-5" }),
    ],
  });
  await syncSites(db, [
    { slug: "alpha", name: "Alpha Toyota", dealershipSlugs: ["alpha-toyota"] },
    { slug: "bravo", name: "Bravo Mazda", dealershipSlugs: ["bravo-mazda"] },
  ]);
}

let counter = 0;
/** A lead for site alpha with a fresh id and reference. */
export function newLead(over: Partial<NewLead> = {}): NewLead {
  counter += 1;
  const { created_at: _c, delivery_status: _d, ...lead } = sampleLead();
  const id = crypto.randomUUID();
  return {
    ...lead,
    id,
    reference: `T${String(counter).padStart(7, "0")}`,
    site_slug: "alpha",
    car: { ...lead.car!, id: 101 },
    place: {
      dealership: { id: 1, name: "Alpha Toyota", phone: null },
      location: {
        id: 11,
        name: "Location alpha-parramatta",
        phone: null,
        address: "11 Parramatta Road",
        time_zone: "Australia/Sydney",
      },
    },
    payload: {
      ...lead.payload,
      car_id: 101,
      car_dealership_id: 1,
      userData: { ...lead.payload.userData, lead_id: id },
    },
    ...over,
  };
}
