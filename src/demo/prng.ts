/**
 * A small seeded random source so that the demo data is the same on every machine and run.
 * mulberry32: 32-bit state, fast, good enough for fixtures (not for anything secret).
 */

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Roughly normal (sum of three uniforms), mean 0, sd 1. */
  normal(): number;
  /** A new independent stream derived from this one and a label, so adding draws in one area
   * does not shift every value generated after it. */
  fork(label: string): Rng;
};

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label into a seed offset. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    normal: () => (next() + next() + next() - 1.5) * 2,
    fork: (label) => createRng((seed ^ hashString(label)) >>> 0),
  };
  return rng;
}
