/**
 * Blocks of text faulted in ahead by a worker: handed over whole, zeroed, of the size asked
 * for; a block of another size, or none ready, is a fresh one; a build through them keeps every
 * car's text.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { buildSearchIndexFromPages } from "@/domain/search/build-index";
import { runSteps } from "@/domain/search/build-steps";
import { decodeCarJson, encodeCarJson } from "@/domain/search/car-store";
import { testCar } from "@/domain/search/test-car.test-support";
import { prefaultedBlocks, textBlocksFor } from "./prefaulted-blocks";

const BLOCK = 1 << 20;

/** Takes blocks of `bytes` until one comes from the worker (it starts in tens of ms). */
async function firstPrefaulted(blocks: ReturnType<typeof prefaultedBlocks>, bytes: number) {
  for (let tries = 0; tries < 200; tries++) {
    const block = blocks.take(bytes);
    if (blocks.taken().prefaulted > 0) return block;
    await sleep(25);
  }
  throw new Error("no block came from the worker");
}

describe("prefaultedBlocks", () => {
  it("hands over the worker's blocks: the size asked for, zeroed, and more as they are taken", async () => {
    const blocks = prefaultedBlocks(BLOCK);
    try {
      const block = await firstPrefaulted(blocks, BLOCK);
      expect(block.length).toBe(BLOCK);
      expect(block.every((byte) => byte === 0)).toBe(true);
      block.fill(7); // the builder's own now: the worker kept no hold on it
      expect(block[BLOCK - 1]).toBe(7);
      // The worker makes one more for each taken: a second comes ready too.
      await sleep(200);
      const before = blocks.taken().prefaulted;
      blocks.take(BLOCK);
      expect(blocks.taken().prefaulted).toBe(before + 1);
      expect(blocks.taken().prefaultedBytes).toBe((before + 1) * BLOCK);
    } finally {
      blocks.close();
    }
  });

  it("gives a fresh block for another size, and after it is closed", async () => {
    const blocks = prefaultedBlocks(BLOCK);
    await firstPrefaulted(blocks, BLOCK);
    const before = blocks.taken();
    expect(blocks.take(1000).length).toBe(1000);
    blocks.close();
    blocks.close();
    expect(blocks.take(BLOCK).length).toBe(BLOCK);
    expect(blocks.taken()).toEqual({
      blocks: before.blocks + 2,
      prefaulted: before.prefaulted,
      prefaultedBytes: before.prefaultedBytes,
    });
  });

  it("keeps every car's text in a build that takes them", async () => {
    const cars = Array.from({ length: 400 }, (_, i) =>
      testCar({ id: i + 1, make: i % 2 ? "Škoda" : "Citroën", dealercomments: "é".repeat(2_000) }),
    );
    const blocks = prefaultedBlocks(256 * 1024);
    await firstPrefaulted(blocks, 256 * 1024);
    await sleep(300); // the worker makes the one taken again
    const pages = [{ cars, texts: cars.map(encodeCarJson) }];
    const index = runSteps(
      buildSearchIndexFromPages({
        size: cars.length,
        pages,
        codec: { decode: decodeCarJson },
        blocks,
      }),
    );
    // The first and full blocks are the source's size: at least the two ready come prefaulted.
    expect(blocks.taken().prefaulted).toBeGreaterThanOrEqual(3);
    expect([...index.cars]).toStrictEqual(cars);
  });

  it("is used for large builds only", () => {
    const small = textBlocksFor(10_000);
    expect("taken" in small).toBe(false);
    const large = textBlocksFor(1_000_000);
    expect("taken" in large).toBe(true);
    large.close();
  });
});
