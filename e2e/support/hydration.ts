import type { Locator } from "playwright-core";

/**
 * Lead forms go live when they come near the viewport (components/ui/hydrate-when-near): bring
 * the form into view as a shopper would, then wait until its code has taken it over, before
 * typing into it with JavaScript on. A form already in view may be swapped for its live copy
 * while it is being scrolled to; the locator then finds the new one.
 */
export async function whenHydrated(form: Locator): Promise<void> {
  const live = form.locator("xpath=ancestor-or-self::*[@data-hydrated]").first();
  for (let attempt = 1; ; attempt++) {
    try {
      await form.scrollIntoViewIfNeeded({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await live.waitFor({ state: "attached", timeout: 15_000 });
}
