/**
 * npm run bench:memory — where the demo server's memory goes (docs/adr/0102): the built app on a
 * fresh demo database (a first start, which seeds it), read through the inspector after start
 * and after the throughput benchmark's load (search and vehicle pages of every demo site, 32
 * connections, 15 s each), each time before and after a full collection:
 *
 * - the process's resident memory, and V8's heap (used and reserved), array buffers and
 *   external memory (process.memoryUsage);
 * - the resident memory of each kind of mapping (/proc/PID/smaps): WebAssembly memory (PGlite's
 *   Postgres, a read-write mapping followed by a reservation of 4 GB or more without access),
 *   the C allocator's main heap and its other arenas (64 MB-aligned), the node binary, and the
 *   rest of the anonymous memory (V8's heap pages and code).
 *
 * It serves $NEXT_DIST_DIR (default .next) and never builds, with the allocator settings every
 * launcher gives the server (SERVER_ALLOCATOR_ENV). Options: --port=N (default 3129),
 * --seconds=N (default 15).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { DEMO_SITES } from "@/demo/generate";
import { benchArgs, distDir, hasBuild, serveBuild, throughputTargets } from "./serve-build";

const args = benchArgs();
const PORT = Number(args.get("port") ?? 3129);
const INSPECTOR_PORT = PORT + 1000;
const SECONDS = Number(args.get("seconds") ?? 15);

type Mapping = { start: bigint; end: bigint; perms: string; name: string; rssMb: number };

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s*(.*)$/);
    if (head) {
      list.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3]!,
        name: head[4]!.trim(),
        rssMb: 0,
      });
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss && list.length > 0) list.at(-1)!.rssMb = Number(rss[1]) / 1024;
  }
  return list;
}

const MB = 1024n * 1024n;
const ARENA = 64n * MB;
const GUARD = 4096n * MB;

/** Resident memory by kind of mapping. */
function residentByKind(pid: number): Record<string, number> {
  const list = mappings(pid);
  const kinds: Record<string, number> = {
    "WebAssembly memory": 0,
    "allocator: main heap": 0,
    "allocator: other arenas": 0,
    "node binary": 0,
    "other anonymous (V8 heap pages, code)": 0,
    "other files": 0,
  };
  list.forEach((m, i) => {
    const next = list[i + 1];
    let kind: string;
    if (m.name === "[heap]") kind = "allocator: main heap";
    else if (m.name.endsWith("/node")) kind = "node binary";
    else if (m.name && !m.name.startsWith("[")) kind = "other files";
    else if (
      next &&
      next.start === m.end &&
      next.perms.startsWith("---") &&
      next.end - next.start >= GUARD &&
      m.perms.startsWith("rw")
    )
      kind = "WebAssembly memory";
    else if (m.start % ARENA === 0n && m.end - m.start <= ARENA && m.perms.startsWith("rw"))
      kind = "allocator: other arenas";
    else kind = "other anonymous (V8 heap pages, code)";
    kinds[kind] = (kinds[kind] ?? 0) + m.rssMb;
  });
  return kinds;
}

type Inspector = (method: string, params?: object) => Promise<Record<string, unknown>>;

async function inspector(): Promise<{ send: Inspector; close(): void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once("open", resolve));
  let id = 0;
  const pending = new Map<number, (value: Record<string, unknown>) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message.result ?? message.error ?? {});
    pending.delete(message.id);
  });
  const send: Inspector = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      pending.set(n, resolve);
      socket.send(JSON.stringify({ id: n, method, params }));
    });
  return { send, close: () => socket.close() };
}

const USAGE = `JSON.stringify(process.memoryUsage())`;

async function report(label: string, pid: number, send: Inspector) {
  for (const collected of [false, true]) {
    if (collected) await send("HeapProfiler.collectGarbage");
    const reply = (await send("Runtime.evaluate", { expression: USAGE })) as {
      result?: { value?: string };
    };
    const usage = JSON.parse(reply.result?.value ?? "{}") as NodeJS.MemoryUsage;
    const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
    console.log(
      `${label}, ${collected ? "after a full collection" : "as it stands"}: RSS ${mb(usage.rss)} | V8 heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)} | array buffers ${mb(usage.arrayBuffers)} | external ${mb(usage.external)}`,
    );
    for (const [kind, rss] of Object.entries(residentByKind(pid)))
      console.log(`  ${kind.padEnd(40)} ${rss.toFixed(0).padStart(5)} MB`);
  }
}

async function main() {
  if (!hasBuild()) {
    process.exitCode = 1;
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "forecourt-memory-"));
  const host = `${DEMO_SITES[0]!.slug}.localhost`;
  const server = await serveBuild({
    port: PORT,
    dataDir: work,
    waitForHost: host,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:${INSPECTOR_PORT}`,
    },
  });
  const { send, close } = await inspector();
  try {
    console.log(`Memory of ${distDir()} on a first start (the demo seeded)`);
    await report("After start", server.pid, send);
    const autocannon = (await import("autocannon")).default;
    const { search, vehicle } = await throughputTargets(server);
    for (const list of [search, vehicle])
      await autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: 32,
        duration: SECONDS,
        requests: list.map((t) => ({
          method: "GET" as const,
          path: t.path,
          headers: { host: t.host },
        })),
      });
    await report("After load", server.pid, send);
  } finally {
    close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
