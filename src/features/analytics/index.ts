/** What other features use of analytics, safe in client code: the data-layer push. */
export { pushDataLayer } from "./push-data-layer";
