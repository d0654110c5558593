import { describe, expect, it } from "vitest";
import { autoRotateFinished, frameAfterDrag, hotspotsOnFrame, SPIN } from "./spin";

describe("frameAfterDrag", () => {
  it("moves one frame per 20 px, left drag to the next frame", () => {
    expect(SPIN.sensitivityPx).toBe(20);
    expect(frameAfterDrag(0, -19, 8)).toBe(0);
    expect(frameAfterDrag(0, -20, 8)).toBe(1);
    expect(frameAfterDrag(0, -45, 8)).toBe(2);
    expect(frameAfterDrag(2, 40, 8)).toBe(0);
  });

  it("wraps around a full turn both ways", () => {
    expect(frameAfterDrag(7, -20, 8)).toBe(0);
    expect(frameAfterDrag(0, 20, 8)).toBe(7);
    expect(frameAfterDrag(0, -20 * 8, 8)).toBe(0);
  });
});

describe("autoRotateFinished", () => {
  it("stops after one full turn", () => {
    expect(SPIN.autoRotateMs).toBe(100);
    expect(autoRotateFinished(7, 8)).toBe(false);
    expect(autoRotateFinished(8, 8)).toBe(true);
    expect(autoRotateFinished(0, 1)).toBe(true);
  });
});

describe("hotspotsOnFrame", () => {
  const hotspots = [
    {
      id: "a",
      description: "LED headlights",
      positions: [{ activeAngle: 0, posX: 0.2, posY: 0.55 }],
    },
    {
      id: "b",
      description: "Alloy wheels",
      positions: [
        { activeAngle: 0, posX: 1.4, posY: -0.1 },
        { activeAngle: 7, posX: 0.3, posY: 0.75 },
      ],
    },
  ];

  it("places the hotspots whose activeAngle is the frame, clamped to the frame", () => {
    expect(hotspotsOnFrame(hotspots, 0)).toEqual([
      { id: "a", description: "LED headlights", posX: 0.2, posY: 0.55 },
      { id: "b", description: "Alloy wheels", posX: 1, posY: 0 },
    ]);
    expect(hotspotsOnFrame(hotspots, 7)).toEqual([
      { id: "b", description: "Alloy wheels", posX: 0.3, posY: 0.75 },
    ]);
    expect(hotspotsOnFrame(hotspots, 3)).toEqual([]);
    expect(hotspotsOnFrame([], 0)).toEqual([]);
  });
});
