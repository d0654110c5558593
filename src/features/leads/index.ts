/** What other features use of leads, safe in client code: lead page parts, viewed cars, the folded form. */
export { rememberShopper, rememberViewedCar } from "./form/browser-store";
export { FoldedForm } from "./form/folded-form";
export { CarSummary } from "./pages/car-summary";
export { LeadPageShell } from "./pages/page-shell";
