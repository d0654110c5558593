/**
 * Index building as generators that yield between slices of work (a facet, a sort, a chunk of
 * cars), so a server can rebuild a 100k-car index without holding its event loop for the whole
 * build: it resumes the generator from setImmediate and answers requests in between.
 */
export type BuildSteps<T> = Generator<void, T, void>;

/** Runs the steps to the end, at once. */
export function runSteps<T>(steps: BuildSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
