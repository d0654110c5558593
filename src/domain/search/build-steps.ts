/**
 * Index building as generators that yield between slices of work (a facet, a sort, a chunk of
 * cars), so a server can rebuild a 100k-car index without holding its event loop for the whole
 * build: it resumes the generator from setImmediate and answers requests in between.
 *
 * A step may also yield a promise (a page of cars being read, `awaited`): the runner resumes the
 * generator once it settles. Only an asynchronous runner (the server's buildInSlices) can wait;
 * `runSteps` refuses such steps.
 */
export type BuildSteps<T> = Generator<void | Promise<void>, T, void>;

/** Keys placed by binary search among sorted keys per step of a build: ~20-40 ms at a million. */
export const SEARCHES_PER_STEP = 200_000;

/** Runs the steps to the end, at once. */
export function runSteps<T>(steps: BuildSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (next.value) throw new Error("these build steps wait for reads: run them asynchronously");
  }
}

/** The value of a promise within build steps: yields until it settles, then returns or throws. */
export function* awaited<T>(promise: Promise<T>): BuildSteps<T> {
  const settled: { done?: true; value?: T; error?: unknown; failed?: true } = {};
  yield promise.then(
    (value) => {
      settled.done = true;
      settled.value = value;
    },
    (error: unknown) => {
      settled.done = true;
      settled.failed = true;
      settled.error = error;
    },
  );
  if (!settled.done) throw new Error("build steps resumed before a read settled");
  if (settled.failed) throw settled.error;
  return settled.value as T;
}
