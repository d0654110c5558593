/** The stock import for other features, on the server only: one import (or dry run) of a feed. */
export { MAX_FEED_BYTES } from "./handle-import-request";
export { importStockFeed } from "./import-stock";
export { detectFeedFormat } from "./parse-feed";
export type { FeedError, FeedFormat, ImportReport, PreviewCar, RejectedRow } from "./types";
