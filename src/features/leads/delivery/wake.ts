/**
 * "A lead was just stored": the submit path calls leadStored() so that this node's worker sends
 * at once instead of at its next poll. Process-shared because Next bundles instrumentation
 * (which starts the worker) and route code as separate module graphs.
 */
import { processShared } from "@/lib/process-shared";

const listeners = processShared("lead-wake", () => new Set<() => void>());

export function onLeadStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function leadStored(): void {
  for (const listener of listeners) listener();
}
