/** Plain HTTP for the cluster checks: any Host header, from a loopback address of the caller's choosing. */
import type { ChildProcess } from "node:child_process";
import http from "node:http";

export type HttpReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RequestInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address to send from (any of 127/8), so that shoppers have addresses of their own. */
  from?: string;
};

export function request(
  port: number,
  host: string,
  pathname: string,
  init: RequestInit = {},
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for /api/health to answer 200 on `port`; fails early when `child` exits. */
export async function waitHealthy(port: number, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The process on port ${port} exited.`);
    const reply = await request(port, "localhost", "/api/health").catch(() => null);
    if (reply?.status === 200) return;
    await sleep(500);
  }
  throw new Error(`Port ${port} did not become healthy within ${timeoutMs / 1000} s.`);
}
