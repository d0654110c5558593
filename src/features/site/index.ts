/** What other features use of the site, safe in client code: price and badge settings. */
export { badgeSettingsFor, priceSettingsFor } from "./display-settings";
