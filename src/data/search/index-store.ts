/**
 * The lifecycle of the in-process search index: built from the
 * database on first use, rebuilt in the background when stock changes (debounced, so one import
 * of many cars costs one rebuild), and swapped in atomically: a search holds the snapshot it
 * started with, so it never sees half an index. A failed rebuild keeps serving the last good
 * snapshot and is retried on the next change. No restart is ever needed.
 *
 * A change that names its dealerships (a stock import) is patched in instead of rebuilt: those
 * dealerships' cars are read again and replace theirs in the index (domain/search/stock-index.ts),
 * in milliseconds at a million cars. A change that names none, a failed patch, or a patched part
 * grown past 5,000 cars (compaction) rebuilds the whole index in the background.
 *
 * Kept free of server-only wiring (see search-index.server.ts) so tests can drive it with any
 * loader and any source of change events.
 */
import type { StockChange } from "@/data/stock-events";
import type { Car } from "@/domain/car/car";
import { buildSearchIndexFromPages, type CarPages } from "@/domain/search/build-index";
import type { BuildSteps } from "@/domain/search/build-steps";
import { buildSearchIndexSteps, type SearchIndex } from "@/domain/search/engine";
import {
  needsCompaction,
  patchStockIndex,
  type StockIndex,
  wholeStockIndex,
} from "@/domain/search/stock-index";
import { textBlocksFor } from "./prefaulted-blocks";

export type IndexSnapshot = {
  readonly index: StockIndex;
  /** Increases with every swap: part of every results-cache key. */
  readonly version: number;
  readonly builtAt: Date;
  readonly buildMs: number;
};

export type IndexStoreOptions = {
  /**
   * Every car of every site: a list, or pages of cars with their text (readIndexableCarPages),
   * which the index keeps as text alone.
   */
  readonly load: () => Promise<readonly Car[] | CarPages>;
  /** Every car of these dealerships; without it every change rebuilds the whole index. */
  readonly loadDealerships?: (dealershipIds: readonly number[]) => Promise<readonly Car[]>;
  /** Quiet time after the last change before rebuilding. */
  readonly debounceMs?: number;
  /**
   * Defaults to the index's build steps, run a slice at a time (buildInSlices), a large build's
   * texts kept in blocks a worker has faulted in ahead (prefaulted-blocks.ts).
   */
  readonly build?: (cars: readonly Car[] | CarPages) => SearchIndex | Promise<SearchIndex>;
  /** Told after each swap (caches drop what they hold for older versions). */
  readonly onSwap?: (snapshot: IndexSnapshot) => void;
  readonly log?: Pick<Console, "error" | "info">;
};

export type IndexStore = {
  /** The current snapshot; the first call builds it (concurrent callers share the build). */
  current(): Promise<IndexSnapshot>;
  /** The current snapshot if one is built, without building. */
  peek(): IndexSnapshot | null;
  /**
   * Stock changed: patch the named dealerships, or rebuild everything when none are named,
   * after the debounce. Returns at once.
   */
  invalidate(dealershipIds?: readonly number[]): void;
  /** Settles when no rebuild is pending or running (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): void;
};

/**
 * What a stock change asks of the index: a patch of the dealerships it names, or (undefined) a
 * whole rebuild when it names none or does not know its sites.
 */
export function changedDealerships(change: StockChange): readonly number[] | undefined {
  return change.allSites ? undefined : change.dealershipIds;
}

/** Longest stretch a build holds the event loop before letting requests in. */
const SLICE_MS = 15;

/**
 * Runs build steps to the end, giving the event loop a turn (setImmediate) whenever a stretch
 * of steps has run for SLICE_MS: a 100k-car build takes a few hundred milliseconds, and the
 * server keeps answering during it instead of stalling for all of it. A step that yields a
 * promise (a page of cars being read) is resumed once it settles.
 */
export async function buildInSlices<T>(steps: BuildSteps<T>): Promise<T> {
  let sliceStarted = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    // A read already done settles without a turn of the event loop: the slice goes on.
    if (next.value) await next.value;
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStarted = performance.now();
    }
  }
}

const isCarList = (cars: readonly Car[] | CarPages): cars is readonly Car[] => Array.isArray(cars);

export function createIndexStore(options: IndexStoreOptions): IndexStore {
  const debounceMs = options.debounceMs ?? 250;
  const build =
    options.build ??
    ((cars: readonly Car[] | CarPages) =>
      buildInSlices(
        isCarList(cars)
          ? buildSearchIndexSteps(cars)
          : buildSearchIndexFromPages({ ...cars, blocks: cars.blocks ?? textBlocksFor(cars.size) }),
      ));
  const log = options.log ?? console;
  let snapshot: IndexSnapshot | null = null;
  let first: Promise<IndexSnapshot> | null = null;
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** What the changes since the last run ask for: everything, or these dealerships. */
  let wholeIndexDue = false;
  const dealershipsDue = new Set<number>();

  function swap(index: StockIndex, started: number): IndexSnapshot {
    const next: IndexSnapshot = {
      index,
      version: ++version,
      builtAt: new Date(),
      buildMs: performance.now() - started,
    };
    snapshot = next; // the swap: one reference
    options.onSwap?.(next);
    return next;
  }

  async function rebuild(): Promise<IndexSnapshot> {
    const started = performance.now();
    const cars = await options.load();
    return swap(wholeStockIndex(await build(cars)), started);
  }

  /** Reads the dealerships' cars again and patches them in; a failure rebuilds everything. */
  async function patch(base: IndexSnapshot, dealershipIds: number[]): Promise<IndexSnapshot> {
    const started = performance.now();
    const cars = await options.loadDealerships!(dealershipIds);
    const changes = new Map<number, Car[]>(dealershipIds.map((id) => [id, []]));
    for (const car of cars) changes.get(car.dealership_id)?.push(car);
    const patched = patchStockIndex(base.index, changes);
    if (!patched.ok) {
      log.info(`[search] patching dealerships failed (${patched.reason}); rebuilding the index`);
      return rebuild();
    }
    const next = swap(patched.value, started);
    if (needsCompaction(patched.value)) {
      wholeIndexDue = true; // compaction: a whole index again, built in the background
      again = true;
    }
    return next;
  }

  function step(): Promise<IndexSnapshot> {
    const whole = wholeIndexDue || !snapshot || !options.loadDealerships;
    const dealershipIds = [...dealershipsDue];
    wholeIndexDue = false;
    dealershipsDue.clear();
    if (whole) return rebuild();
    const base = snapshot!;
    return patch(base, dealershipIds).catch((error: unknown) => {
      log.error("[search] patching dealerships failed; rebuilding the index:", error);
      return rebuild();
    });
  }

  function run(): void {
    if (running) {
      again = true; // a change during a rebuild: rebuild once more after it
      return;
    }
    running = step()
      .then(
        () => undefined,
        (error: unknown) => {
          wholeIndexDue = true; // a change may have been missed: the next one rebuilds it all
          log.error("[search] index rebuild failed; serving the last index:", error);
        },
      )
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          run();
        }
      });
  }

  return {
    current() {
      if (snapshot) return Promise.resolve(snapshot);
      first ??= rebuild().catch((error: unknown) => {
        first = null; // the next request tries again
        throw error;
      });
      return first;
    },
    peek() {
      return snapshot;
    },
    invalidate(dealershipIds) {
      if (closed) return;
      if (!snapshot && !first) return; // nothing built yet: the first use reads fresh stock
      if (dealershipIds && dealershipIds.length > 0)
        for (const id of dealershipIds) dealershipsDue.add(id);
      else wholeIndexDue = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run();
      }, debounceMs);
    },
    async idle() {
      while (timer || running || again) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(5, debounceMs / 4)));
        if (running) await running;
      }
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
