import { describe, expect, it } from "vitest";
import { countLabel, itemWords } from "./item-words";

describe("itemWords", () => {
  it("counts a car dealer's stock in cars, a caravan dealer's in caravans, both in vehicles", () => {
    expect(itemWords(["car"]).many).toBe("cars");
    expect(itemWords(["caravan"]).Many).toBe("Caravans");
    expect(itemWords(["car", "caravan"]).one).toBe("vehicle");
  });
});

describe("countLabel", () => {
  it.each([
    [0, ["car"], "0 cars"],
    [1, ["car"], "1 car"],
    [2450, ["caravan"], "2,450 caravans"],
    [1, ["caravan"], "1 caravan"],
    [1234567, ["car", "caravan"], "1,234,567 vehicles"],
  ] as const)("%d %j -> %s", (count, types, label) =>
    expect(countLabel(count, itemWords(types))).toBe(label),
  );
});
