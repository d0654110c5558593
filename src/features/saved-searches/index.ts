/** What other features use of saved searches anywhere: the 'Save this search' form. */
export { SaveSearchForm } from "./save-search-form";
