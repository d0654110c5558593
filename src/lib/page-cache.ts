/**
 * The server's cache of shared shopper pages (see domain/site/shared-pages.ts): each rendered
 * page kept once per host and address, with the site it belongs to, for a short time. A stock
 * change empties one site's pages (dropSite); a page whose render began before a site was
 * emptied is not kept, so an import never leaves an older page behind. Bounded by bytes, least recently used
 * out first. One per process (processShared): the front door serves and fills it, the app
 * empties it when stock changes.
 */
import { processShared } from "./process-shared";

export type CachedPage = {
  site: string;
  status: number;
  /** The answer's headers as rendered, without cookies, security or cache headers. */
  headers: Record<string, string>;
  /** The HTML as rendered (identity encoding). */
  body: Buffer;
  /** The nonce the page's scripts carry: its policy is sent with it. */
  nonce: string;
  etag: string;
  storedAt: number;
  /** Compressed copies, made on first request for them. */
  gzip?: Buffer;
  br?: Buffer;
};

export type PageCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  dropped: number;
};

type Options = { maxBytes: number; ttlMs: number };

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512;

export class PageCache {
  readonly ttlMs: number;
  private readonly maxBytes: number;
  /** Insertion order is recency: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedPage>();
  /** Moves on at every drop, so that a render begun before it is not kept. */
  private generationNow = 0;
  private bytes = 0;
  private counts = { hits: 0, misses: 0, dropped: 0 };

  constructor(options: Options) {
    this.maxBytes = options.maxBytes;
    this.ttlMs = options.ttlMs;
  }

  /** The fresh page under `key`, or undefined. */
  get(key: string, now: number): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page || now - page.storedAt >= this.ttlMs) {
      if (page) this.remove(key);
      this.counts.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, page);
    this.counts.hits += 1;
    return page;
  }

  /** The generation now: take it before a render and pass it back to `set` after. */
  generation(): number {
    return this.generationNow;
  }

  /** Keeps a page whose render began at `generation`; false when a drop came in between. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.generationNow) return false;
    const size = sizeOf(page);
    if (size > this.maxBytes / 4) return false;
    this.remove(key);
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Records a compressed copy made after the page was kept. */
  grow(key: string, page: CachedPage, encoding: "gzip" | "br", data: Buffer): void {
    if (this.entries.get(key) !== page || page[encoding]) return;
    page[encoding] = data;
    this.bytes += data.length;
  }

  /** Empties one site's pages, and refuses pages of it rendered before now. */
  dropSite(site: string): void {
    this.generationNow += 1;
    for (const [key, page] of this.entries) if (page.site === site) this.remove(key);
  }

  /** Empties every site's pages. */
  clear(): void {
    this.generationNow += 1;
    for (const key of [...this.entries.keys()]) this.remove(key);
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counts };
  }

  private remove(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(page);
    this.counts.dropped += 1;
  }
}

const DEFAULT_MAX_MB = 64;
const DEFAULT_TTL_S = 60;

function positive(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * This process's page cache: PAGE_CACHE_MB (64) of pages, each kept PAGE_CACHE_SECONDS (60);
 * PAGE_CACHE_MB=0 turns it off.
 */
export function pageCache(): PageCache {
  return processShared(
    "page-cache",
    () =>
      new PageCache({
        maxBytes: positive(process.env.PAGE_CACHE_MB, DEFAULT_MAX_MB) * 1024 * 1024,
        ttlMs: positive(process.env.PAGE_CACHE_SECONDS, DEFAULT_TTL_S) * 1000,
      }),
  );
}
