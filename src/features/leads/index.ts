/** What other features use of leads, safe in client code: lead page parts, viewed cars. */
export { rememberShopper, rememberViewedCar } from "./form/browser-store";
export { CarSummary } from "./pages/car-summary";
export { LeadPageShell } from "./pages/page-shell";
