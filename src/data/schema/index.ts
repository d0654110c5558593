/** The one database schema, shared by PGlite and PostgreSQL and by drizzle-kit. */
export { shopperSessions, shoppers, signInCodes, watchlist } from "./accounts";
export { cars } from "./cars";
export {
  deliveryAlerts,
  deliveryChecks,
  leadDeliveryAttempts,
  leadFollowUps,
  staffAudit,
  staffSessions,
  staffSignInLinks,
} from "./console";
export { dealerships } from "./dealerships";
export { carViews, phoneReveals } from "./engagement";
export { analyticsEvents, leadOutbox, leads } from "./leads";
export { locationSpecialHours, locations } from "./locations";
export { modelColours, models, modelVariants } from "./models";
export { postcodes } from "./postcodes";
export { promotions } from "./promotions";
export { reviews } from "./reviews";
export { savedSearches, savedSearchUnsubscribeTokens } from "./saved-searches";
export { siteDealerships, sites } from "./sites";
export { stockImports } from "./stock-imports";
