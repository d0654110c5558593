/**
 * Enquiry, test-drive and trade-in forms, and where leads go: an email to the dealer and, where
 * configured, a signed webhook.
 */
import { z } from "zod";
import { CHECK_EVERY_HOURS } from "@/domain/console/delivery-schedule";
import { doc } from "./field-doc";
import { httpUrl, nonEmpty, sitePath } from "./primitives";

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
  url: httpUrl.meta(doc("Address the signed JSON lead is POSTed to.")),
  secretEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name like LEAD_WEBHOOK_SECRET")
    .meta(
      doc(
        "Name of the environment variable holding the HMAC-SHA256 secret; the secret is never in the config.",
      ),
    ),
});

export const formsSchema = z
  .strictObject({
    commentsRequired: z
      .boolean()
      .default(true)
      .meta(doc("The Comments (message) field is required.")),
    captcha: z.boolean().default(true).meta(doc("Show the (self-hosted ALTCHA) captcha on forms.")),
    showCategory: z
      .boolean()
      .default(false)
      .meta(doc("Show the required category select on the enquiry form.")),
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
        ),
      ),
    showLocationSelect: z
      .boolean()
      .default(false)
      .meta(doc("Show the required location select on the enquiry form.")),
    showRego: z.boolean().default(false).meta(doc("Show the optional rego field.")),
    optInDefault: z.boolean().default(true).meta(doc("Marketing opt-in checkbox starts ticked.")),
    leadEmails: z
      .array(z.email())
      .default([])
      .meta(
        doc(
          "Addresses each lead is emailed to (ADF XML plus a readable body); empty: contact.email, then each location's lead email.",
        ),
      ),
    webhook: webhook
      .nullable()
      .default(null)
      .meta(doc("Signed lead webhook ({url, secretEnv}); null: email only.")),
    healthCheck: z
      .strictObject({
        everyHours: z
          .number()
          .int()
          .refine((hours) => (CHECK_EVERY_HOURS as readonly number[]).includes(hours), {
            message: "must be 1, 2, 3, 4, 6, 8, 12 or 24",
          })
          .default(24)
          .meta(
            doc(
              "How often a test lead checks that leads reach the dealer (1, 2, 3, 4, 6, 8, 12 or 24 hours, counted from local midnight); the site's owners are emailed when it fails.",
            ),
          ),
        noLeadAlertDays: z
          .number()
          .int()
          .min(0)
          .default(3)
          .meta(
            doc("Owners are emailed when no real lead has arrived for this many days; 0: never."),
          ),
        enabled: z
          .boolean()
          .default(true)
          .meta(doc("Run the scheduled check and its alerts for this site.")),
      })
      .prefault({})
      .meta(doc("The scheduled lead-delivery check and its alerts to the site's owners.")),
    testDrive: z
      .strictObject({
        path: sitePath
          .default("/book-test-drive")
          .meta(
            doc(
              "Test-drive page: served at this address, and every Book a Test Drive link leads here.",
            ),
          ),
        appointmentPicker: z
          .boolean()
          .default(true)
          .meta(doc("Offer the optional appointment date-time.")),
      })
      .prefault({})
      .meta(doc("Test-drive booking.")),
    tradeIn: z
      .strictObject({
        maxAgeYears: z
          .number()
          .int()
          .min(0)
          .default(7)
          .meta(doc("Older cars get no online estimate.")),
        maxKm: z
          .number()
          .int()
          .min(0)
          .default(100000)
          .meta(doc("Cars with more km get no online estimate.")),
        showFaq: z
          .boolean()
          .default(true)
          .meta(doc("Show the trade-in FAQ block (five questions).")),
      })
      .prefault({})
      .meta(doc("Trade-in estimate limits.")),
  })
  .prefault({});
