/**
 * When a saved search alerts its shopper, and with what: the cars matching the search now that
 * the shopper has not been told of, at most one message a day per search, by email when the
 * shopper gave one, else by text. Every rule is pure so that the alert run, its timer and the
 * tests agree.
 */

/** A search alerts at most once in this long. */
export const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How many car ids a search remembers as seen; the oldest are forgotten first. */
export const SEEN_LIMIT = 2_000;

/** How many cars one message lists; the rest are counted. */
export const LISTED_LIMIT = 10;

/** The matching cars the shopper has not been told of, in the order the search gave them. */
export function newSinceAlert(matched: readonly string[], seen: readonly string[]): string[] {
  const known = new Set(seen);
  return [...new Set(matched)].filter((id) => !known.has(id));
}

/** A search may alert when it never has, or its last alert is a day old or more. */
export function alertDue(lastAlertedAt: Date | null, now: Date): boolean {
  return lastAlertedAt === null || now.getTime() - lastAlertedAt.getTime() >= ALERT_INTERVAL_MS;
}

/** What a search has seen after telling of `told`: those first, then the earlier, bounded. */
export function seenAfter(told: readonly string[], seen: readonly string[]): string[] {
  return [...new Set([...told, ...seen])].slice(0, SEEN_LIMIT);
}

export type AlertContact = { phone: string; email: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email when the shopper's details hold a usable address, else a text to their mobile. */
export function alertChannel(contact: AlertContact): { kind: "email" | "sms"; to: string } {
  const email = contact.email?.trim() ?? "";
  return EMAIL.test(email) ? { kind: "email", to: email } : { kind: "sms", to: contact.phone };
}

export type AlertCar = { title: string; price: string; url: string };

export type AlertMessage = { subject: string; text: string };

/** The one message of an alert: the new cars (up to ten, the rest counted) and the way out. */
export function alertMessage(input: {
  siteName: string;
  label: string;
  searchUrl: string;
  cars: readonly AlertCar[];
  unsubscribeUrl: string;
}): AlertMessage {
  const { cars } = input;
  const count = cars.length;
  const noun = count === 1 ? "car matches" : "cars match";
  const listed = cars
    .slice(0, LISTED_LIMIT)
    .map((car) => `- ${car.title}, ${car.price}: ${car.url}`);
  const more = count > LISTED_LIMIT ? [`and ${count - LISTED_LIMIT} more.`] : [];
  const text = [
    `${input.siteName}: ${count} new ${noun} your saved search "${input.label}".`,
    "",
    ...listed,
    ...more,
    "",
    `See them all: ${input.searchUrl}`,
    `Stop these alerts: ${input.unsubscribeUrl}`,
  ].join("\n");
  return { subject: `${count} new ${noun} "${input.label}" at ${input.siteName}`, text };
}
