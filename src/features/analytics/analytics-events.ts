/**
 * The analytics events, by id, with the names pushed to window.dataLayer. One
 * table shared by the server recorder, the browser helper and the endpoint that accepts events
 * from the browser (which takes only the ids a browser may report).
 */
export const ANALYTICS_EVENTS = {
  4: "used_car_view",
  9: "finance_form",
  14: "new_car_enquiry",
  15: "used_car_enquiry",
  17: "test_drive_new",
  18: "offer_accepted",
  22: "general_enquiry",
  25: "phone_click",
  26: "finance_calculator_first_use",
  39: "watchlist_save",
  48: "used_test_drive",
  49: "search_page_view",
  51: "career_enquiry",
  60: "history_report",
  61: "print_pdf",
} as const satisfies Record<number, string>;

export type AnalyticsEventId = keyof typeof ANALYTICS_EVENTS;

/** Events a browser reports itself (views and clicks); lead events are recorded by the server. */
export const BROWSER_EVENT_IDS: readonly AnalyticsEventId[] = [4, 25, 26, 39, 49, 60, 61];

export function isAnalyticsEventId(id: number): id is AnalyticsEventId {
  return Object.hasOwn(ANALYTICS_EVENTS, id);
}

export function eventName(id: number): string {
  return isAnalyticsEventId(id) ? ANALYTICS_EVENTS[id] : `event_${id}`;
}
