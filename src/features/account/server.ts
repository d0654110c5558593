/** What other features use of shopper accounts on the server only: the signed-in shopper. */
export { currentShopper } from "./current-shopper.server";
