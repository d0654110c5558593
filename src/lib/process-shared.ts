/**
 * One value per process, shared through globalThis: Next may load a module once per bundle
 * (instrumentation, route handlers, pages), and registries such as the open databases and their
 * stock-event hubs must be the same object in every copy.
 */
export function processShared<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`forecourt.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
