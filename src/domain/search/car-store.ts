/**
 * The cars of a search index by position. An index reads whole cars only for a page of hits;
 * everything else (a site's own index too) it reads from its typed columns. So a large
 * index keeps each car as its text in large byte arrays (`encodedCars`), outside the JavaScript
 * heap: a million cars are about 1.8 GB of text, which as `Car` objects were 1.8 GB of heap that
 * every full collection marked. A car is decoded when read; the last MEMO_CARS read are kept
 * decoded, so a reader gets the same object again as from a store of held cars: never change it.
 *
 * Small indexes (a patched part, tests) keep the cars they were given (`heldCars`), and a site's
 * own index reads its cars from the whole index's store (`storeView`) without a copy.
 */
import type { Car } from "@/domain/car/car";

export type CarStore = Iterable<Car> & {
  readonly size: number;
  /** Bytes of the blocks of text outside the heap (0 when the cars are held as objects). */
  readonly bytes: number;
  /** The car at a position (0 <= position < size). */
  car(position: number): Car;
  /** Its id, without decoding it. */
  id(position: number): number;
};

/** The cars themselves, kept as given. */
export function heldCars(cars: readonly Car[]): CarStore {
  return {
    size: cars.length,
    bytes: 0,
    car: (position) => cars[position]!,
    id: (position) => cars[position]!.id,
    [Symbol.iterator]: () => cars[Symbol.iterator](),
  };
}

/** The cars at `positions` of another store, in that order. */
export function storeView(store: CarStore, positions: Uint32Array): CarStore {
  return {
    size: positions.length,
    bytes: 0,
    car: (position) => store.car(positions[position]!),
    id: (position) => store.id(positions[position]!),
    [Symbol.iterator]: () =>
      everyCar({ size: positions.length, car: (p) => store.car(positions[p]!) }),
  };
}

function* everyCar(store: Pick<CarStore, "size" | "car">): Generator<Car> {
  for (let position = 0; position < store.size; position++) yield store.car(position);
}

/** How a car becomes text and back; `decode(encode(car))` equals the car. */
export type CarCodec = {
  readonly decode: (text: string) => Car;
};

/** Fields of a Car that are Dates: JSON holds them as ISO text. */
const DATE_FIELDS = [
  "created_at",
  "updated_at",
  "sold_date",
  "feed_confirmed_at",
  "hidden_at",
  "rego_expiry",
] as const satisfies readonly (keyof Car)[];

/** A car as its own JSON text (dates as ISO text, read back as Dates). */
export const encodeCarJson = (car: Car): string => JSON.stringify(car);

/** The car of `encodeCarJson`'s text. */
export function decodeCarJson(text: string): Car {
  const car = JSON.parse(text) as Record<string, unknown>;
  for (const field of DATE_FIELDS) {
    const value = car[field];
    if (typeof value === "string") car[field] = new Date(value);
  }
  return car as Car;
}

/** Bytes per block of text at most (a car longer than a block gets a block of its own). */
const BLOCK_BYTES = 64 * 1_048_576;

/**
 * Where a store's blocks of text come from: each taken block is zeroed, exactly the size asked
 * for, and written by the one builder that took it. A block's memory is the builder's largest
 * cost after its own work: the first write to each page of new memory is a page fault (about
 * 1.4 s of a million cars' 1.75 GB), which a source may have paid ahead, on another thread.
 */
export type TextBlocks = {
  /** The size of a full block: a builder asks for less only for its first or last. */
  readonly blockBytes: number;
  take(bytes: number): Uint8Array;
  /** The build is over, done or failed: blocks not taken are let go. */
  close(): void;
};

/** Blocks allocated when asked for: their pages are faulted in as the builder writes them. */
export const freshBlocks: TextBlocks = {
  blockBytes: BLOCK_BYTES,
  take: (bytes) => new Uint8Array(bytes),
  close() {},
};
/** Decoded cars an encoded store keeps (about 2 KB each): the hits of a few hundred pages. */
const MEMO_CARS = 8_192;
/** Bytes of text a car takes, about: the first block is sized from it. */
const CAR_BYTES = 2_048;

/**
 * A store being filled: each car's text appended in position order, as UTF-8 in blocks of up to
 * BLOCK_BYTES, with its place and id in columns sized up front. A car's text never spans blocks.
 */
export class EncodedCarsBuilder {
  private readonly blocks: Uint8Array[] = [];
  private block: Uint8Array;
  private used = 0;
  /** Bytes of every car so far. */
  private bytes = 0;
  private readonly blockOf: Uint16Array;
  private readonly starts: Uint32Array;
  private readonly lengths: Uint32Array;
  private readonly ids: Float64Array;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly size: number,
    private readonly codec: CarCodec,
    private readonly source: TextBlocks = freshBlocks,
  ) {
    this.blockOf = new Uint16Array(size);
    this.starts = new Uint32Array(size);
    this.lengths = new Uint32Array(size);
    this.ids = new Float64Array(size);
    this.block = this.newBlock(Math.min(source.blockBytes, Math.max(65_536, size * CAR_BYTES)));
  }

  add(position: number, id: number, text: string): void {
    let { read, written } = this.encoder.encodeInto(text, this.block.subarray(this.used));
    if (read < text.length) {
      // The cars still to come, at the bytes a car so far took; UTF-8 takes at most 3 a code unit.
      const perCar = this.bytes / Math.max(1, position);
      const rest = Math.min(
        this.source.blockBytes,
        65_536 + (this.size - position) * perCar * 1.25,
      );
      this.block = this.newBlock(Math.ceil(Math.max(rest, text.length * 3)));
      ({ written } = this.encoder.encodeInto(text, this.block));
    }
    this.blockOf[position] = this.blocks.length - 1;
    this.starts[position] = this.used;
    this.lengths[position] = written;
    this.ids[position] = id;
    this.used += written;
    this.bytes += written;
  }

  /** The ids of the cars at positions before `position`. */
  idsBefore(position: number): Float64Array {
    return this.ids.subarray(0, position);
  }

  private newBlock(bytes: number): Uint8Array {
    const block = this.source.take(bytes);
    this.blocks.push(block);
    this.used = 0;
    return block;
  }

  finish(): CarStore {
    this.source.close();
    const { blocks, blockOf, starts, lengths, ids, size, codec } = this;
    const decoder = new TextDecoder();
    // The cars read last, by position, the least recently read first: a page of hits is read
    // again by the next shopper of the site, and decoding a car costs more than its query share.
    const memo = new Map<number, Car>();
    const car = (position: number) => {
      const known = memo.get(position);
      if (known !== undefined) {
        memo.delete(position);
        memo.set(position, known);
        return known;
      }
      const from = starts[position]!;
      const bytes = blocks[blockOf[position]!]!.subarray(from, from + lengths[position]!);
      const read = codec.decode(decoder.decode(bytes));
      if (memo.size >= MEMO_CARS) memo.delete(memo.keys().next().value!);
      memo.set(position, read);
      return read;
    };
    return {
      size,
      bytes: blocks.reduce((sum, block) => sum + block.length, 0),
      car,
      id: (position) => ids[position]!,
      [Symbol.iterator]: () => everyCar({ size, car }),
    };
  }
}
