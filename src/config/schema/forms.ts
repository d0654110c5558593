/** Enquiry, test-drive and trade-in forms, and where leads go (2 §5 Forms; ARCHITECTURE Leads). */
import { z } from "zod";
import { doc } from "./field-doc";
import { httpUrl, nonEmpty, sitePath } from "./primitives";

const ENQUIRY = "2 §5 Forms: Enquiry form";

export const ENQUIRY_CATEGORIES = [
  "General Enquiry",
  "New Car Enquiry",
  "Used Car Enquiry",
  "Finance Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Careers Enquiry",
] as const;

const webhook = z.strictObject({
  url: httpUrl.meta(
    doc("Address the signed JSON lead is POSTed to.", "ARCHITECTURE Leads: a signed webhook"),
  ),
  secretEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name like LEAD_WEBHOOK_SECRET")
    .meta(
      doc(
        "Name of the environment variable holding the HMAC-SHA256 secret; the secret is never in the config.",
        "ARCHITECTURE Leads",
      ),
    ),
});

export const formsSchema = z
  .strictObject({
    commentsRequired: z
      .boolean()
      .default(true)
      .meta(
        doc("The Comments (message) field is required.", "2 §5 required unless a flag disables it"),
      ),
    captcha: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Show the (self-hosted ALTCHA) captcha on forms.",
          "2 §5 A captcha is shown by default",
        ),
      ),
    showCategory: z
      .boolean()
      .default(false)
      .meta(doc("Show the required category select on the enquiry form.", ENQUIRY)),
    categories: z
      .array(nonEmpty)
      .min(1)
      .default([...ENQUIRY_CATEGORIES])
      .refine(
        (c) => c.includes("General Enquiry"),
        "must include General Enquiry, the default category",
      )
      .meta(
        doc(
          "Options of the category select; General Enquiry is the default, and Careers Enquiry is sent as General Enquiry / Career Enquiry.",
          "2 §5 default General Enquiry; 2 §4 Careers Enquiry is converted",
        ),
      ),
    showLocationSelect: z
      .boolean()
      .default(false)
      .meta(
        doc(
          "Show the required location select on the enquiry form.",
          "2 §5 Location select required when shown",
        ),
      ),
    showRego: z
      .boolean()
      .default(false)
      .meta(doc("Show the optional rego field.", "2 §5 Rego optional")),
    optInDefault: z
      .boolean()
      .default(true)
      .meta(
        doc(
          "Marketing opt-in checkbox starts ticked.",
          "2 §5 Opt-in checkbox optional, default true",
        ),
      ),
    leadEmails: z
      .array(z.email())
      .default([])
      .meta(
        doc(
          "Addresses each lead is emailed to (ADF XML plus a readable body); empty: contact.email, then each location's lead email.",
          "ARCHITECTURE Leads: email to the dealer",
        ),
      ),
    webhook: webhook
      .nullable()
      .default(null)
      .meta(
        doc(
          "Signed lead webhook ({url, secretEnv}); null: email only.",
          "ARCHITECTURE Leads: where configured, a signed webhook",
        ),
      ),
    testDrive: z
      .strictObject({
        path: sitePath
          .default("/book-test-drive")
          .meta(
            doc(
              "Test-drive page: served at this address, and every Book a Test Drive link leads here.",
              "2 §2 /book-test-drive/ default test-drive page",
            ),
          ),
        appointmentPicker: z
          .boolean()
          .default(true)
          .meta(
            doc(
              "Offer the optional appointment date-time.",
              "2 §5 Test drive form: optional appointment date-time",
            ),
          ),
      })
      .prefault({})
      .meta(doc("Test-drive booking.", "2 §5 Test drive form")),
    tradeIn: z
      .strictObject({
        maxAgeYears: z
          .number()
          .int()
          .min(0)
          .default(7)
          .meta(
            doc("Older cars get no online estimate.", "2 §5 Trade-in estimate: over 7 years old"),
          ),
        maxKm: z
          .number()
          .int()
          .min(0)
          .default(100000)
          .meta(doc("Cars with more km get no online estimate.", "2 §5 or 100,000 km")),
        showFaq: z
          .boolean()
          .default(true)
          .meta(
            doc(
              "Show the trade-in FAQ block (five questions).",
              "2 §2 trade-in FAQ block with five questions",
            ),
          ),
      })
      .prefault({})
      .meta(doc("Trade-in estimate limits.", "2 §5; 2 §9 Trade-in estimate limits")),
  })
  .prefault({});
