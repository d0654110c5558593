/** What other features use of analytics on the server only: recording an event. */
export { recordEvent } from "./record-event.server";
