/**
 * The platform's sans font (Geist, variable weight), shipped with the app: no web font fetch.
 * It is not preloaded and is shown only if it arrives within the browser's short block period
 * (`display: optional`): a first visit on a slow phone keeps the system font rather than waiting
 * for 70 KB of font or shifting the layout when it lands, and the photo that is the page's
 * largest paint does not share the connection with it. Later pages find it in the cache.
 */
import localFont from "next/font/local";

export const siteSans = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: "Arial",
});
