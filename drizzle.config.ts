/** drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations into drizzle/. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/data/schema/index.ts",
  out: "./drizzle",
  strict: true,
});
