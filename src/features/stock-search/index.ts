/** What other features use of stock search in their pages: the search box with suggestions. */
export { SearchBox } from "./search-box";
