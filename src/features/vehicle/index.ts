/** What other features use of the vehicle page: the page's view of a car. */
export { vehicleView } from "./vehicle-view";
