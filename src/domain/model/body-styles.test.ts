import { describe, expect, it } from "vitest";
import {
  bodyStyleLabel,
  bodyStyleOf,
  groupColoursByBodyStyle,
  shouldSplitByBodyStyle,
} from "./body-styles";

const colours = (styles: (string | null)[]) =>
  styles.map((oem_id, i) => ({ id: i, name: `Paint ${i}`, oem_id }));

/** n colours cycling through the given styles. */
const cycle = (n: number, styles: (string | null)[]) =>
  colours(Array.from({ length: n }, (_, i) => styles[i % styles.length] ?? null));

describe("bodyStyleOf", () => {
  it.each([
    ["wagon", "wagon"],
    ["Dual Cab", "dual_cab"],
    ["extra-cab", "extra_cab"],
    ["SINGLE_CAB", "single_cab"],
    [" 2_door ", "2_door"],
    ["4 Door", "4_door"],
  ])("%s → %s", (input, key) => expect(bodyStyleOf(input)).toBe(key));

  it.each([null, undefined, "", "QAB", "coupe"])("%s is no known style", (input) =>
    expect(bodyStyleOf(input)).toBeNull(),
  );

  it("labels styles, and colours without one as Other", () => {
    expect(bodyStyleLabel("dual_cab")).toBe("Dual Cab");
    expect(bodyStyleLabel(null)).toBe("Other");
  });
});

describe("shouldSplitByBodyStyle: 3 or more styles and more than 15 colours", () => {
  it("splits 16 colours over 3 styles", () =>
    expect(shouldSplitByBodyStyle(cycle(16, ["wagon", "sedan", "hatch"]))).toBe(true));
  it("keeps 15 colours over 3 styles together", () =>
    expect(shouldSplitByBodyStyle(cycle(15, ["wagon", "sedan", "hatch"]))).toBe(false));
  it("keeps 30 colours over 2 styles together", () =>
    expect(shouldSplitByBodyStyle(cycle(30, ["wagon", "sedan"]))).toBe(false));
  it("does not count paint codes as styles", () =>
    expect(shouldSplitByBodyStyle(cycle(20, ["QAB", "KAD", "G41"]))).toBe(false));
  it("is false for no colours", () => expect(shouldSplitByBodyStyle([])).toBe(false));
});

describe("groupColoursByBodyStyle", () => {
  it("returns one unlabelled group when no split applies", () => {
    const list = cycle(9, ["QAB"]);
    expect(groupColoursByBodyStyle(list)).toEqual([{ style: null, label: "", colours: list }]);
  });

  it("orders wagon 1, sedan 2, hatch 3 whatever order the colours come in", () => {
    const groups = groupColoursByBodyStyle(cycle(18, ["hatch", "wagon", "sedan"]));
    expect(groups.map((g) => g.label)).toEqual(["Wagon", "Sedan", "Hatch"]);
    expect(groups.map((g) => g.colours.length)).toEqual([6, 6, 6]);
  });

  it("orders dual_cab 1, extra_cab 2, single_cab 3 and puts unknown styles last", () => {
    const groups = groupColoursByBodyStyle(
      cycle(20, ["single_cab", null, "extra_cab", "dual_cab"]),
    );
    expect(groups.map((g) => g.style)).toEqual(["dual_cab", "extra_cab", "single_cab", null]);
  });

  it("orders 2_door before 4_door and keeps colour order inside a group", () => {
    const list = cycle(16, ["4_door", "2_door", "wagon"]);
    // 2_door and wagon share rank 1 in their families; a tie goes by name.
    const [first] = groupColoursByBodyStyle(list);
    expect(first?.style).toBe("2_door");
    const twoDoor = groupColoursByBodyStyle(list).find((g) => g.style === "2_door")!;
    expect(twoDoor.colours.map((c) => c.id)).toEqual([1, 4, 7, 10, 13]);
    const styles = groupColoursByBodyStyle(list).map((g) => g.style);
    expect(styles.indexOf("2_door")).toBeLessThan(styles.indexOf("4_door"));
  });
});
