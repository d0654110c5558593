import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          // The unit tests share the machine with the browser tests (scripts/test-all.mjs): a
          // property test of a few hundred cases may take seconds while a build runs beside it.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["./e2e/support/global-setup.ts"],
          // A journey of several pages and axe checks takes 15-30 s on a quiet 2-core machine and
          // runs beside the unit and integration tests (scripts/test-all.mjs).
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A poll waits for what the page does next (a fetch, a hydration, a toast): on a loaded
          // machine that can take seconds, so polls wait up to 10 s rather than Vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
