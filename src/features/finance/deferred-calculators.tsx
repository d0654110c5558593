"use client";
/**
 * The vehicle page's calculators as the page mounts them: rendered in full on the server (the
 * finance calculator's form recalculates on the server without JavaScript, the fuel figures
 * are there for the defaults), their code loaded only when they come near the viewport or are
 * touched (components/ui/hydrate-when-near). Both sit below the fold, so a vehicle page's
 * first load carries neither. Rendered in the browser (the sidebar's folded calculator), the
 * finance calculator's code loads when it is first drawn.
 */
import { hydrateWhenNear } from "@/components/ui/hydrate-when-near";

// `typeof window` is replaced at build time: the browser bundle keeps only the import() below.
export const DeferredFinanceCalculator = hydrateWhenNear(
  typeof window === "undefined"
    ? () =>
        (require("./finance-calculator") as typeof import("./finance-calculator")).FinanceCalculator
    : null,
  () => import("./finance-calculator").then((module) => module.FinanceCalculator),
);

export const DeferredFuelCalculator = hydrateWhenNear(
  typeof window === "undefined"
    ? () =>
        (require("./fuel-calculator-island") as typeof import("./fuel-calculator-island"))
          .FuelCalculatorIsland
    : null,
  () => import("./fuel-calculator-island").then((module) => module.FuelCalculatorIsland),
);
