/** What other features use of the platform: reading a request body, size-limited and cleaned. */
export { BodyTooLarge, readBody, readFields, readJson, readJsonObject } from "./request-body";
