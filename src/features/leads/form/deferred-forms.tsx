"use client";
/**
 * The lead forms as the pages mount them: rendered in full on the server (a plain POST works
 * without JavaScript), their code (the form logic and zod, ~24 KB gzip) loaded only when the form
 * comes near the viewport or is touched (components/ui/hydrate-when-near). A vehicle page's
 * forms sit below the fold, so the first load carries none of it.
 */
import { hydrateWhenNear } from "@/components/ui/hydrate-when-near";
// The fields' classes, with the page: the forms' markup is styled before their code loads.
import "./lead-fields.css";

// `typeof window` is replaced at build time: the browser bundle keeps only the import() below.
export const DeferredLeadForm = hydrateWhenNear(
  typeof window === "undefined"
    ? () => (require("./lead-form") as typeof import("./lead-form")).LeadForm
    : null,
  () => import("./lead-form").then((module) => module.LeadForm),
);

export const DeferredMultiStepForm = hydrateWhenNear(
  typeof window === "undefined"
    ? () => (require("./multi-step-form") as typeof import("./multi-step-form")).MultiStepForm
    : null,
  () => import("./multi-step-form").then((module) => module.MultiStepForm),
);
