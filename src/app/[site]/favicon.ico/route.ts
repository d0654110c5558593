/** GET /favicon.ico: crawlers and old browsers ask for it by name; the icon is the site's SVG. */
export function GET() {
  return new Response(null, { status: 308, headers: { location: "/favicon.svg" } });
}
