/** What other features use of cars: the card, its parts and the one presentation of a car. */
export { CarCard, CarCards } from "./car-card";
export { type CarPresentation, carPresentation } from "./car-presentation";
export { CarFactList, CarPrice } from "./car-price";
export { CardBadge } from "./card-badge";
export { CardIconSprite } from "./card-icons";
export { SaveAndCompare } from "./save-and-compare";
