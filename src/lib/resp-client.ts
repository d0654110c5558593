/**
 * A minimal Redis client over one TCP socket speaking RESP2: enough for the rate limits (SET,
 * INCR, AUTH, SELECT), pipelined, with a timeout per command. It reconnects on the next command
 * after a failure. No Redis package is installed; this stays small on purpose.
 */
import net from "node:net";

export type RespValue = string | number | null | RespValue[] | Error;
type Pending = { resolve: (v: RespValue) => void; reject: (e: Error) => void };

function encode(args: readonly (string | number)[]): string {
  let out = `*${args.length}\r\n`;
  for (const arg of args) {
    const s = String(arg);
    out += `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  }
  return out;
}

/** Parses one reply from `buf` at `at`; null when the reply is not complete yet. */
export function parseReply(buf: Buffer, at: number): { value: RespValue; next: number } | null {
  const lineEnd = buf.indexOf("\r\n", at);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[at]!);
  const line = buf.toString("utf8", at + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case "+":
      return { value: line, next: after };
    case "-":
      return { value: new Error(line), next: after };
    case ":":
      return { value: Number(line), next: after };
    case "$": {
      const size = Number(line);
      if (size < 0) return { value: null, next: after };
      if (buf.length < after + size + 2) return null;
      return { value: buf.toString("utf8", after, after + size), next: after + size + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: RespValue[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, next);
        if (!item) return null;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`Unexpected RESP type byte ${JSON.stringify(type)}`);
  }
}

export type RespClient = {
  /** Sends the commands in one write; their replies in order. */
  pipeline(commands: readonly (readonly (string | number)[])[]): Promise<RespValue[]>;
  close(): Promise<void>;
};

export function createRespClient(url: string, options: { timeoutMs: number }): RespClient {
  const parsed = new URL(url);
  const setup: (string | number)[][] = [];
  if (parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    setup.push(user ? ["AUTH", user, password] : ["AUTH", password]);
  }
  const db = parsed.pathname.replace(/^\//, "");
  if (db) setup.push(["SELECT", db]);

  let socket: net.Socket | null = null;
  let buffer = Buffer.alloc(0);
  const queue: Pending[] = [];

  const fail = (error: Error) => {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
    for (const p of queue.splice(0)) p.reject(error);
  };

  function connect(): net.Socket {
    const s = net.createConnection({
      host: parsed.hostname || "127.0.0.1",
      port: Number(parsed.port || 6379),
    });
    s.setNoDelay(true);
    s.on("data", (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      let at = 0;
      for (;;) {
        const reply = parseReply(buffer, at);
        if (!reply) break;
        at = reply.next;
        queue.shift()?.resolve(reply.value);
      }
      buffer = buffer.subarray(at);
    });
    s.on("error", (e) => fail(e));
    s.on("close", () => fail(new Error("Redis connection closed")));
    if (setup.length > 0) {
      s.write(setup.map(encode).join(""));
      for (const _ of setup) queue.push({ resolve: () => {}, reject: () => {} });
    }
    return s;
  }

  return {
    pipeline(commands) {
      socket ??= connect();
      const replies = commands.map(
        () => new Promise<RespValue>((resolve, reject) => queue.push({ resolve, reject })),
      );
      socket.write(commands.map(encode).join(""));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = new Error(`Redis did not answer within ${options.timeoutMs} ms`);
          fail(error);
          reject(error);
        }, options.timeoutMs);
      });
      return Promise.race([Promise.all(replies), timeout]).finally(() => clearTimeout(timer));
    },
    async close() {
      const s = socket;
      socket = null;
      if (s) await new Promise<void>((resolve) => s.end(resolve));
    },
  };
}
