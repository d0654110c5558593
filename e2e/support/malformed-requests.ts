/**
 * A generated battery of malformed requests: every page and route of the app (found from the
 * src/app folder, so a new route joins by itself) crossed with broken addresses, odd query
 * values, crafted hosts and forwarded headers, wrong methods, and bodies that are broken, of
 * the wrong type, too large, or full of odd text. Seeded, so a failure can be replayed.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { mulberry32 } from "../../src/demo/prng";

export type RawRequest = {
  method: string;
  path: string;
  host: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Content-Length to declare when it should not be the body's own. */
  declaredLength?: string;
};

/** Route patterns under src/app/[site] (pages and route handlers), e.g. /cars/[slug]. */
export function appRoutes(
  appDir = "src/app/[site]",
): { pattern: string; kind: "page" | "route" }[] {
  const found: { pattern: string; kind: "page" | "route" }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full, `${prefix}/${entry}`);
      else if (entry === "page.tsx") found.push({ pattern: prefix || "/", kind: "page" });
      else if (entry === "route.ts") found.push({ pattern: prefix || "/", kind: "route" });
    }
  };
  walk(appDir, "");
  return found;
}

const BAD_SEGMENTS = [
  "%ff",
  "%zz",
  "%c0%af",
  "%00",
  "%ed%a0%80",
  "%",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%252f",
  "a".repeat(3000),
  "%e2%80%ae%f0%9f%9a%97",
  "x%0d%0aSet-Cookie:%20a=b",
  "<script>alert(1)<%2fscript>",
  "'%20OR%201=1--",
  "%F0%9F",
  "index.php",
  "-1",
  "99999999999999999999999",
];

const BAD_VALUES = [
  "%00",
  "a%00b",
  "%ff",
  "%ed%a0%80",
  "%zz",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "2147483648",
  "9007199254740993",
  "%5B%5D",
  "%7B%22a%22%3A1%7D",
  "%27%3B%20DROP%20TABLE%20cars%3B--",
  "%3Cscript%3E",
  "a".repeat(5000),
  "%E2%80%AE",
  "%F0%9F%9A%97",
  "",
  "min:max",
  ":",
  "5000:1000",
  "%1b%5B31m",
];

const PARAMS = [
  "car_id",
  "make",
  "model",
  "page",
  "q",
  "query",
  "sort",
  "range[price]",
  "range[year]",
  "postcode",
  "location_id",
  "photos_count",
  "updated_at",
  "website_id",
  "ref",
  "category",
  "type",
  "redirect",
  "back",
  "location",
  "date",
  "hitsPerPage",
  "offset",
  "body",
  "car_type",
  "id",
  "limit",
  "status",
];

const ODD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udc00x",
  "x\ud83d",
  "\u001b[31m",
  "\u0085\u2028\u2029",
  "\u202e",
  "e\u0301",
  "🚗".repeat(200),
  "\uFEFF",
  "x".repeat(40_000),
];

const BODY_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=XX",
  "text/plain;charset=UTF-8",
  "text/csv",
  "application/xml",
  "",
];

function jsonBodies(pick: <T>(list: readonly T[]) => T): string[] {
  const text = pick(ODD_TEXT);
  return [
    "",
    "{",
    "[]",
    "null",
    "42",
    '"x"',
    "{}",
    "[".repeat(5000) + "]".repeat(5000),
    JSON.stringify({ a: Array.from({ length: 20_000 }, (_, i) => i) }),
    JSON.stringify({ car_id: text, first_name: text, email: text, phone: text, comments: text }),
    JSON.stringify({
      form: "enquiry",
      first_name: text,
      last_name: text,
      email: "a@b.co",
      phone: "0412345678",
      postcode: "2150",
      comments: text,
    }),
    JSON.stringify({ query: text, filters: { make: [text] }, hitsPerPage: 21, offset: 0 }),
    JSON.stringify({ queries: [{ indexUid: text, q: text, filter: text, limit: -1 }] }),
    JSON.stringify({ car_id: "1e309", dealership_id: [], website_id: {} }),
    JSON.stringify({ events: [{ event_id: text, properties: { a: text } }] }),
    JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }),
    JSON.stringify({ lead_id: text, data: { [text]: text } }),
  ];
}

function formBodies(pick: <T>(list: readonly T[]) => T): { type: string; body: string }[] {
  const text = pick(ODD_TEXT);
  const part = (name: string, value: string) =>
    `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return [
    {
      type: "application/x-www-form-urlencoded",
      body: `first_name=${percentEncode(text.slice(0, 500))}&%ff=%zz&a`,
    },
    { type: "application/x-www-form-urlencoded", body: "%" },
    { type: "multipart/form-data; boundary=XX", body: `${part("$ACTION_REF_1", "")}abc` },
    { type: "multipart/form-data; boundary=XX", body: `${part("$ACTION_ID_zz", "")}--XX--\r\n` },
    {
      type: "multipart/form-data; boundary=XX",
      body: `${part("$ACTION_1:0", '{"id":"zz')}--XX--\r\n`,
    },
    {
      type: "multipart/form-data; boundary=XX",
      body: `${part("$ACTION_REF_1", "")}${part("$ACTION_1:0", '{"id":"0000000000000000000000000000000000000000aa","bound":"$@1"}')}${part("$ACTION_1:1", "[{}]")}--XX--\r\n`,
    },
    {
      type: "multipart/form-data; boundary=XX",
      body: `${part("first_name", text.slice(0, 2000))}--XX--\r\n`,
    },
    { type: "multipart/form-data", body: "no boundary at all" },
    { type: "text/plain;charset=UTF-8", body: '["$Q99",{"a":"$K7"}]' },
    { type: "text/plain;charset=UTF-8", body: "[[[[" },
  ];
}

/** %-escapes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD's bytes). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

const CRAFTED_HOSTS = (site: string, port: number) => [
  `${site}.localhost:${port}@evil.example`,
  `${site}.localhost:${port}/x`,
  `${site}.localhost:${port + 1}`,
  `${site}.localhost:99999`,
  `${site}.localhost.evil.example`,
  "evil.example",
  `${site}.localhost:${port} evil`,
  `[::1`,
  "",
  `${"a".repeat(300)}.localhost`,
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Fills a route pattern's dynamic segments with sample values (real ones where known). */
function fill(
  pattern: string,
  samples: Record<string, readonly string[]>,
  pick: <T>(l: readonly T[]) => T,
) {
  return pattern
    .replace(/\[\[\.\.\.(\w+)\]\]|\[\.\.\.(\w+)\]|\[(\w+)\]/g, (_m, a, b, c) => {
      const name = (a ?? b ?? c) as string;
      return pick(samples[name] ?? ["x"]);
    })
    .replace(/\/+/g, "/");
}

export function malformedRequests(options: {
  count: number;
  seed: number;
  sites: readonly string[];
  port: number;
  /** Real values of dynamic segments by name (slug, brand, file, ...). */
  samples: Record<string, readonly string[]>;
}): RawRequest[] {
  const random = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const routes = [
    ...appRoutes(),
    { pattern: "/media/[...path]", kind: "route" as const },
    { pattern: "/_next/static/[...path]", kind: "route" as const },
    { pattern: "/_next/image", kind: "route" as const },
    { pattern: "/i/[...path]", kind: "route" as const },
    { pattern: "/brand/[...path]", kind: "route" as const },
  ];
  const samples = {
    ...options.samples,
    path: [...(options.samples.path ?? []), "x.jpg", "a/b/c.webp"],
  };
  const out: RawRequest[] = [];
  for (let i = 0; i < options.count; i++) {
    // Every route is visited in turn, so each gets its share whatever the count.
    const route = routes[i % routes.length]!;
    const site = pick(options.sites);
    const host = `${site}.localhost:${options.port}`;
    let urlPath = fill(route.pattern, samples, pick);
    const headers: Record<string, string> = {};
    let method =
      route.kind === "page" ? pick(["GET", "GET", "POST", "HEAD", ...METHODS]) : pick(METHODS);
    let chosenHost = host;
    const flavour = Math.floor(random() * 8);
    if (flavour === 0) {
      // A broken or odd path segment.
      const segments = urlPath.split("/");
      const at = 1 + Math.floor(random() * Math.max(1, segments.length - 1));
      segments.splice(at, 0, pick(BAD_SEGMENTS));
      urlPath = segments.join("/").replace(/\/{2,}/g, "/");
    } else if (flavour === 1 || flavour === 2) {
      // Odd query values, sometimes several, sometimes repeated.
      const n = 1 + Math.floor(random() * 3);
      const parts = Array.from(
        { length: n },
        () => `${encodeURIComponent(pick(PARAMS))}=${pick(BAD_VALUES)}`,
      );
      urlPath += `?${parts.join("&")}`;
    } else if (flavour === 3) {
      chosenHost = pick(CRAFTED_HOSTS(site, options.port));
    } else if (flavour === 4) {
      headers["x-forwarded-host"] = pick(["evil.example", `${site}.localhost:1@evil.example`]);
      headers["x-forwarded-for"] = pick(["1.2.3.4", "not an address", "::1, 8.8.8.8"]);
      headers["x-forwarded-proto"] = pick(["https", "gopher"]);
      headers["x-middleware-subrequest"] = "proxy:proxy:proxy:proxy:proxy";
    }
    if (method === "POST" || method === "PUT" || method === "PATCH" || random() < 0.05) {
      if (method === "GET" || method === "HEAD") method = "POST";
      headers.origin = pick([`http://${host}`, `http://${host}`, "http://evil.example", "null"]);
      if (route.kind === "page" || random() < 0.3) {
        const form = pick(formBodies(pick));
        headers["content-type"] = form.type;
        const request: RawRequest = {
          method,
          path: urlPath,
          host: chosenHost,
          headers,
          body: Buffer.from(form.body),
        };
        if (random() < 0.1) request.declaredLength = pick(["abc", "-5", "99999999999", "1e3"]);
        if (random() < 0.05) request.body = Buffer.alloc(200_000, 0x61);
        out.push(request);
        continue;
      }
      headers["content-type"] = pick(BODY_TYPES);
      const body = Buffer.from(pick(jsonBodies(pick)));
      out.push({ method, path: urlPath, host: chosenHost, headers, body });
      continue;
    }
    out.push({ method, path: urlPath, host: chosenHost, headers });
  }
  return out;
}
