/**
 * Theme tokens a template reads: colours, logo, font and corner radius. A template is layout
 * components plus these tokens.
 */
import { z } from "zod";
import { doc } from "./field-doc";
import { hexColour, nonEmpty } from "./primitives";

export const themeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        primary: hexColour
          .default("#0b3d91")
          .meta(doc("Brand colour: header bar, primary buttons.")),
        primaryContrast: hexColour.default("#ffffff").meta(doc("Text on the primary colour.")),
        accent: hexColour.default("#c8102e").meta(doc("Secondary accents: links, highlights.")),
        background: hexColour.default("#ffffff").meta(doc("Page background.")),
        text: hexColour.default("#111827").meta(doc("Body text.")),
        surface: hexColour.default("#f3f4f6").meta(doc("Muted surfaces: cards, footer.")),
      })
      .prefault({})
      .meta(doc("Colour tokens, written to CSS variables.")),
    logo: z
      .strictObject({
        url: nonEmpty.meta(doc("Logo image address (site path or http(s)).")),
        alt: nonEmpty.meta(doc("Logo alternative text.")),
        width: z.number().int().positive().default(180).meta(doc("Rendered width in px.")),
        height: z.number().int().positive().default(48).meta(doc("Rendered height in px.")),
      })
      .nullable()
      .default(null)
      .meta(doc("Header logo; null shows the site name as text.")),
    font: z
      .enum(["sans", "serif", "mono", "rounded"])
      .default("sans")
      .meta(
        doc(
          "Font family token: a system font stack (the device's own fonts; no web font is fetched).",
        ),
      ),
    radius: z
      .enum(["none", "small", "large"])
      .default("small")
      .meta(doc("Corner radius of cards and buttons.")),
  })
  .prefault({});
