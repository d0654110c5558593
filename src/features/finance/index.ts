/** What other features use of finance, safe in client code: links, settings, offers, widgets. */
export { AcceptedPayments } from "./accepted-payments";
export { financeLink } from "./finance-link";
export { financeOffer } from "./finance-offer";
export { financeSettingsFor } from "./finance-settings";
export { FuelCalculator } from "./fuel-calculator";
export { SidebarFinance } from "./sidebar-finance";
