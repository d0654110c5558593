/** What other features use of favourites and compare: the buttons, the tray, their rules. */
export { CompareButton } from "./compare-button";
export { CompareTray } from "./compare-tray";
export { FavouriteButton } from "./favourite-button";
export {
  compareVisibility,
  type FavouriteVisibility,
  favouriteEntry,
  favouriteVisibility,
} from "./favourite-rules";
export { browserStorage, type FavouriteEntry, readFavourites } from "./favourites-store";
export {
  changeWatchlist,
  loadWatchlist,
  serverWatchlistView,
  subscribeWatchlist,
  watchlistView,
} from "./watchlist-store";
