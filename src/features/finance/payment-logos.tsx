/**
 * Card-sized marks of the accepted payment methods: small SVG files under /brand/payments/, each
 * an image with its name, so the strip reads as a list of five names. As files they are fetched
 * once and cached, instead of every page repeating their drawing in its markup and its data.
 */

export const PAYMENT_LOGOS: readonly { name: string; src: string }[] = [
  { name: "Mastercard", src: "/brand/payments/mastercard.svg" },
  { name: "Visa", src: "/brand/payments/visa.svg" },
  { name: "Maestro", src: "/brand/payments/maestro.svg" },
  { name: "Google Pay", src: "/brand/payments/google-pay.svg" },
  { name: "Apple Pay", src: "/brand/payments/apple-pay.svg" },
];
