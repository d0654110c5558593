/**
 * Staff sign-in in a browser test: ask for the link on /admin/sign-in, read it from the mail the
 * server wrote under DATA_DIR/mail (quoted-printable decoded), and sign in with it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import type { SiteServer } from "./site-server";

/** The sign-in link in the newest mail to `to`. */
export function staffLinkMailedTo(server: SiteServer, to: string): string {
  const dir = path.join(server.root, "data", "mail");
  const mails = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes("Subject: Sign in to the"));
  const body = (mails.at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /https?:\/\/\S+\/admin\/sign-in\/link\?token=[A-Za-z0-9_-]+/.exec(body)?.[0];
  if (!link) throw new Error(`No sign-in link was mailed to ${to}`);
  return link;
}

/** Signs `email` in to the site's console; the page ends on the leads inbox. */
export async function signInStaff(
  page: Page,
  server: SiteServer,
  site: string,
  email: string,
): Promise<void> {
  await page.goto(server.url(site, "/admin/sign-in"));
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await page.waitForURL(/notice=sent/);
  await page.goto(staffLinkMailedTo(server, email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(server.url(site, "/admin/leads"));
}
