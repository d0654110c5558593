/** What other features use of the group pages: the stats banner. */
export { StatsBanner } from "./group-pages";
