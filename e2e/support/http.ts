/** Plain HTTP against the test server with any Host header (Node's fetch will not send one). */
import http from "node:http";

export type HttpReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function request(
  port: number,
  host: string,
  pathname: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The local address to send from (any of 127/8): a client with an address of its own. */
    from?: string;
  } = {},
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: init.method ?? "GET",
        headers: { ...init.headers, host },
        localAddress: init.from,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

export async function waitForServer(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const reply = await request(port, "localhost", "/api/health");
      if (reply.status === 200) return;
      last = `status ${reply.status}`;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The test server on port ${port} did not become healthy: ${String(last)}`);
}
