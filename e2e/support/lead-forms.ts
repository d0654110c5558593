/** What the lead-form browser tests share: the demo stock they pick cars from, and the captcha. */
import type { Locator, Page } from "playwright-core";
import { e2ePort } from "./browser";
import { request } from "./http";

/** Car slugs a site lists, from its sitemap (most recently changed first). */
export async function carSlugs(site: string): Promise<string[]> {
  const reply = await request(e2ePort(), `${site}.localhost:${e2ePort()}`, "/sitemap.xml");
  return [...reply.body.matchAll(/\/cars\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]!);
}

/** The make and model most listed on a site, with a year they come in, read from car slugs. */
export function commonModel(slugs: string[]) {
  const counts = new Map<string, number>();
  for (const slug of slugs) {
    const [year, make, model] = slug.split("-");
    if (/^\d{4}$/.test(year ?? "") && /^[a-z]+$/.test(make ?? "") && /^[a-z]+$/.test(model ?? "")) {
      counts.set(`${make} ${model} ${year}`, (counts.get(`${make} ${model} ${year}`) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  const [make, model, year] = best![0].split(" ");
  return { make: make!, model: model!, year: year! };
}

/** Answers the no-JavaScript sum question the server rendered in `scope` (a page or a form). */
export async function answerQuestion(scope: Page | Locator): Promise<void> {
  const label = await scope.locator("label", { hasText: /What is \d plus \d/ }).innerText();
  const [, a, b] = /What is (\d) plus (\d)/.exec(label) ?? [];
  await scope.getByLabel(/What is \d plus \d/).fill(String(Number(a) + Number(b)));
}

/**
 * The reference of the thank-you page a sent form went to, once that page is in place: its
 * heading shown and its title set. In the browser the address changes first, and the title
 * follows the page's content, so a check of the page straight after the address may see neither.
 */
export async function thankYouReference(page: Page): Promise<string> {
  await page.waitForURL(/\/success\?ref=[0-9A-Z]{8}/, { timeout: 30_000 });
  await page.getByRole("heading", { level: 1, name: /^Thank you/ }).waitFor();
  await page.waitForFunction(() => document.title.startsWith("Thank you"));
  return new URL(page.url()).searchParams.get("ref")!;
}
