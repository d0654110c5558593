/**
 * Blocks of text for a large index build whose memory a worker thread has already touched. The
 * first write to each page of new memory is a page fault, paid by the thread that writes it:
 * for a million cars' 1.75 GB of text about 1.4-3 s, a fifth to a third of the build on one
 * thread. A worker allocates each block and writes one byte per page of it, then hands the
 * buffer over (transferred, not copied); the build, on the main thread, takes a ready block
 * when it needs one (`receiveMessageOnPort`, so a build run in one go gets them too) and asks
 * for the next. The faults are paid on the other core while the build works; the CPU time is
 * the same, the build's wall time shorter. A block not ready in time, one of another size, or a
 * worker that cannot start: a fresh block, faulted in as it is written, as without this.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import { freshBlocks, type TextBlocks } from "@/domain/search/car-store";

/** Bytes of a memory page: one write per page faults it in. */
const PAGE_BYTES = 4096;

/** Blocks the worker keeps ready ahead of the build: one being written, one waiting. */
const AHEAD = 2;

const WORKER = `
const { workerData } = require("node:worker_threads");
const { port, bytes, pageBytes, ahead } = workerData;
function make() {
  const buffer = new ArrayBuffer(bytes);
  const view = new Uint8Array(buffer);
  for (let at = 0; at < bytes; at += pageBytes) view[at] = 0;
  port.postMessage(buffer, [buffer]);
}
for (let i = 0; i < ahead; i++) make();
port.on("message", (asked) => (asked === "more" ? make() : port.close()));
`;

/** What a source of prefaulted blocks did: blocks taken, and how many the worker had ready. */
export type PrefaultedBlocks = TextBlocks & {
  readonly taken: () => {
    readonly blocks: number;
    readonly prefaulted: number;
    readonly prefaultedBytes: number;
  };
};

/** Worth it from two full blocks of text (about 65,000 cars); below, fresh blocks. */
export function textBlocksFor(cars: number): TextBlocks {
  return cars * 2048 >= 2 * freshBlocks.blockBytes ? prefaultedBlocks() : freshBlocks;
}

export function prefaultedBlocks(blockBytes = freshBlocks.blockBytes): PrefaultedBlocks {
  let blocks = 0;
  let prefaulted = 0;
  let prefaultedBytes = 0;
  const counted = (block: Uint8Array, ready: boolean) => {
    blocks++;
    if (ready) {
      prefaulted++;
      prefaultedBytes += block.length;
    }
    return block;
  };
  const { port1, port2 } = new MessageChannel();
  let worker: Worker | null = null;
  try {
    worker = new Worker(WORKER, {
      eval: true,
      workerData: { port: port2, bytes: blockBytes, pageBytes: PAGE_BYTES, ahead: AHEAD },
      transferList: [port2],
    });
    worker.unref();
    worker.on("error", () => close());
  } catch {
    worker = null;
  }
  let closed = worker === null;
  function close() {
    if (closed) return;
    closed = true;
    port1.close();
    void worker?.terminate();
  }
  return {
    blockBytes,
    take(bytes) {
      if (!closed && bytes === blockBytes) {
        const ready = receiveMessageOnPort(port1);
        if (ready) {
          port1.postMessage("more");
          return counted(new Uint8Array(ready.message as ArrayBuffer), true);
        }
      }
      return counted(new Uint8Array(bytes), false);
    },
    close,
    taken: () => ({ blocks, prefaulted, prefaultedBytes }),
  };
}
