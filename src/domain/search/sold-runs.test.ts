import { describe, expect, it } from "vitest";
import type { CarStatus } from "@/domain/car/car";
import { collapseSoldRuns } from "./sold-runs";

const page = (...statuses: CarStatus[]) => statuses.map((status, id) => ({ id, status }));
const kept = (...statuses: CarStatus[]) => collapseSoldRuns(page(...statuses)).map((car) => car.id);

describe("collapseSoldRuns", () => {
  it("keeps the first of each run of sold cars", () => {
    expect(kept("in_stock", "sold", "sold", "sold", "in_stock", "sold", "coming_soon")).toEqual([
      0, 1, 4, 5, 6,
    ]);
    expect(kept("sold", "sold", "in_stock")).toEqual([0, 2]);
    expect(kept("in_stock", "sold", "sold")).toEqual([0, 1]);
  });

  it("keeps every car when all are sold, or none is", () => {
    expect(kept("sold", "sold", "sold")).toEqual([0, 1, 2]);
    expect(kept("in_stock", "coming_soon")).toEqual([0, 1]);
    expect(kept("sold")).toEqual([0]);
    expect(kept()).toEqual([]);
  });
});
