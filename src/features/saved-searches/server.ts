/**
 * What other features and routes use of saved searches on the server only: a shopper's list
 * and deleting one (My Garage shows them with SavedSearchList, whose Delete buttons post to
 * DELETE_SAVED_SEARCH_ACTION), the route handlers and pages, and the alert runner started at
 * server start.
 */
export {
  handleDeleteSearch,
  handleSaveSearch,
  handleUnsubscribe,
} from "./handle-saved-searches";
export { DELETE_SAVED_SEARCH_ACTION, SavedSearchList } from "./saved-search-list";
export { ConfirmSavePage, SavedSearchesPage, UnsubscribePage } from "./saved-search-pages";
export type { SavedSearch } from "./saved-searches";
export { deleteSavedSearch, listSavedSearches } from "./shopper-searches.server";
export { runSavedSearchAlerts, startSavedSearchAlerts } from "./start-alerts.server";
