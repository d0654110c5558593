/**
 * Runs once when the server starts: a bad site configuration or an unreachable database stops
 * start-up here, with the reason, instead of failing on the first visitor.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // No error line, ours or the framework's, may carry a shopper's details.
  (await import("./lib/log")).installLogRedaction();
  const { startServer } = await import("./features/platform/start-server.server");
  await startServer();
}
