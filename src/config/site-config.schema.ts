/**
 * The one schema of a dealer site's configuration (sites/{slug}.json).
 * Every per-dealer switch of the specification is a named field here with a default;
 * docs/site-config.md lists each field and the spec rule it serves. No code lists dealer slugs.
 */
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by '-'");
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

export const themeSchema = z
  .object({
    colors: z
      .object({
        /** Brand colour: header bar, primary buttons. */
        primary: hexColour.default("#0b3d91"),
        /** Text on the primary colour. */
        primaryContrast: hexColour.default("#ffffff"),
        /** Secondary accents: links, highlights. */
        accent: hexColour.default("#c8102e"),
        /** Page background. */
        background: hexColour.default("#ffffff"),
        /** Body text. */
        text: hexColour.default("#111827"),
        /** Muted surfaces: cards, footer. */
        surface: hexColour.default("#f3f4f6"),
      })
      .prefault({}),
    logo: z
      .object({
        url: z.string().min(1),
        alt: z.string().min(1),
        width: z.number().int().positive().default(180),
        height: z.number().int().positive().default(48),
      })
      .nullable()
      .default(null),
    font: z.enum(["sans", "serif", "mono", "rounded"]).default("sans"),
    radius: z.enum(["none", "small", "large"]).default("small"),
  })
  .prefault({});

export const siteCoreSchema = z.object({
  slug,
  name: z.string().min(1),
  /** Layout family: a single dealership's site or a dealer group's site. */
  template: z.enum(["single-dealer", "dealer-group"]).default("single-dealer"),
  /** Host names served as this site, besides {slug}.localhost. */
  domains: z.array(z.string().regex(/^[a-z0-9.-]+$/, "must be a lower-case host name")).default([]),
  tagline: z.string().default(""),
  theme: themeSchema,
  /** Slugs of the dealerships whose stock and locations this site shows. */
  dealerships: z.array(slug).min(1, "a site shows at least one dealership"),
  contact: z
    .object({
      phone: z.string().nullable().default(null),
      email: z.string().email().nullable().default(null),
    })
    .prefault({}),
  admin: z
    .object({
      /** SHA-256 (hex) of the stock-feed API key; the key itself is never stored. */
      apiKeySha256: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 hex characters").nullable().default(null),
    })
    .prefault({}),
});
