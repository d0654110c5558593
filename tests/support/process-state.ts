/**
 * What a fresh process would not have: the process-shared caches (docs/in-process-state.md).
 * A test file that runs against two databases forgets them between the two, so the second run
 * builds its own search index, site scopes and page caches. Open databases and their hooks are
 * kept: they close with their tests.
 */
const CACHES = ["search", "site-scopes", "stock-caches", "site-offers", "lead-form-reads"];

export function forgetProcessCaches(): void {
  for (const name of CACHES)
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`forecourt.${name}`)];
}
