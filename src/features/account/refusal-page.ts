/**
 * The answer to a sign-in form post that is refused outright (from another site, or past the
 * limit of codes): a small page with its status, the sentence that says what to do, and a link
 * back to the sign-in page.
 */
import { escapeXml } from "@/domain/leads/xml";

const TITLES: Record<number, string> = { 403: "Sign-in refused", 429: "Too many codes" };

export function refusalPage(
  status: 403 | 429,
  message: string,
  back: string,
  headers: Record<string, string>,
): Response {
  const title = TITLES[status] ?? "Sign-in refused";
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${title}</h1><p role="alert">${escapeXml(message)}</p><p><a href="${escapeXml(back)}">Back to sign-in</a></p></main>
</body></html>
`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}
