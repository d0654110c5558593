/**
 * "A lead was just stored": the submit path calls leadStored() so that this node's worker sends
 * at once instead of at its next poll. Kept on globalThis because Next bundles instrumentation
 * (which starts the worker) and route code as separate module graphs.
 */
const registry = globalThis as typeof globalThis & { __forecourtLeadWake?: Set<() => void> };
registry.__forecourtLeadWake ??= new Set();
const listeners = registry.__forecourtLeadWake;

export function onLeadStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function leadStored(): void {
  for (const listener of listeners) listener();
}
