/** What other features use of analytics, safe in client code: the data-layer push, the event table. */
export { ANALYTICS_EVENTS } from "./analytics-events";
export { pushDataLayer } from "./push-data-layer";
