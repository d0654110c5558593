/** What other features use of locations: the location cards, opening hours and star rating. */
export { LocationCards } from "./location-cards";
export { StarRating } from "./star-rating";
export { WeekHours } from "./week-hours";
