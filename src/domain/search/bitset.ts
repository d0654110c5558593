/**
 * Sets of car positions (0..size-1) for the stock-search index.
 *
 * A `Bitset` packs one bit per car into 32-bit words so that filters combine with word-wide
 * AND/OR: at 100k cars a whole set is 3,125 words. A `PositionSet` is how the index stores one
 * facet value, token or dealership: a bitset when the set is dense, or the sorted positions when
 * it is sparse (below size/32 members the positions take less memory than the bits, and
 * scattering them is cheaper than OR-ing a mostly empty bitset).
 */

export type Bitset = Uint32Array;

export type PositionSet =
  | { readonly count: number; readonly bits: Bitset; readonly positions: null }
  | { readonly count: number; readonly bits: null; readonly positions: Uint32Array };

export function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordCount(size));
}

export function setBit(bits: Bitset, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export function hasBit(bits: Bitset, position: number): boolean {
  return ((bits[position >>> 5]! >>> (position & 31)) & 1) === 1;
}

export function bitsetFromPositions(size: number, positions: ArrayLike<number>): Bitset {
  const bits = emptyBitset(size);
  for (let i = 0; i < positions.length; i++) setBit(bits, positions[i]!);
  return bits;
}

/** Bits set in one 32-bit word (SWAR popcount). */
export function popcount32(word: number): number {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function popcount(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

/** Adds every member of `set` to `target`. */
export function orSetInto(target: Bitset, set: PositionSet): void {
  if (set.bits !== null) {
    const bits = set.bits;
    for (let i = 0; i < target.length; i++) target[i]! |= bits[i]!;
    return;
  }
  const positions = set.positions;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    target[position >>> 5]! |= 1 << (position & 31);
  }
}

/** |a AND b| without building the intersection. Faster when `a` is the sparser set. */
export function popcountAnd(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const left = a[i]!;
    if (left === 0) continue;
    const word = left & b[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** |bits AND set|. */
export function countInSet(bits: Bitset, set: PositionSet): number {
  if (set.bits !== null) return popcountAnd(bits, set.bits);
  let total = 0;
  const positions = set.positions;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    total += (bits[position >>> 5]! >>> (position & 31)) & 1;
  }
  return total;
}

/** Positions of the set bits, ascending, into a typed array of the known count. */
export function decodePositions(bits: Bitset, count: number): Int32Array {
  const out = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < bits.length && n < count; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return out;
}

/** Positions of the set bits, ascending. */
export function bitsetPositions(bits: Bitset): number[] {
  const out: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      out.push((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return out;
}

/** Stores sorted positions as whichever representation is smaller (see module header). */
export function positionSet(size: number, positions: readonly number[]): PositionSet {
  if (positions.length * 32 >= size) {
    return { count: positions.length, bits: bitsetFromPositions(size, positions), positions: null };
  }
  return { count: positions.length, bits: null, positions: Uint32Array.from(positions) };
}

export function positionSetToBitset(size: number, set: PositionSet): Bitset {
  if (set.bits !== null) return set.bits.slice();
  return bitsetFromPositions(size, set.positions);
}
