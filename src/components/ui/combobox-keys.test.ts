import { describe, expect, it } from "vitest";
import {
  CLOSED,
  type ComboboxState,
  comboboxKey,
  comboboxOptions,
  comboboxTyped,
} from "./combobox-keys";

/** Presses keys in turn from a state: the states after each, and what each asked for. */
function press(start: ComboboxState, keys: string[], hasText = true) {
  let state = start;
  return keys.map((spec) => {
    const altKey = spec.startsWith("Alt+");
    const key = altKey ? spec.slice(4) : spec;
    const result = comboboxKey(state, { key, altKey, hasText });
    state = result.state;
    return { key: spec, ...result };
  });
}

const three = comboboxOptions(3, true);
const actives = (steps: ReturnType<typeof press>) =>
  steps.map((step) => (step.state.open ? step.state.active : "closed"));

describe("comboboxOptions", () => {
  it("shows options that arrive while the box has the focus, none active", () => {
    expect(comboboxOptions(3, true)).toEqual({ open: true, active: null, count: 3 });
    expect(comboboxOptions(3, false)).toEqual({ open: false, active: null, count: 3 });
    expect(comboboxOptions(0, true)).toEqual({ open: false, active: null, count: 0 });
  });

  it("typing leaves no option active and the list as it is", () => {
    expect(comboboxTyped({ open: true, active: 2, count: 3 })).toEqual({
      open: true,
      active: null,
      count: 3,
    });
  });
});

describe("comboboxKey", () => {
  it("Down moves through the options and wraps from the last to the first", () => {
    const steps = press(three, ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown"]);
    expect(actives(steps)).toEqual([0, 1, 2, 0]);
    expect(steps.every((step) => step.handled && step.effect === null)).toBe(true);
  });

  it("Up from the box goes to the last option and wraps from the first to the last", () => {
    expect(actives(press(three, ["ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp"]))).toEqual([
      2, 1, 0, 2,
    ]);
    expect(actives(press(three, ["ArrowDown", "ArrowUp"]))).toEqual([0, 2]);
  });

  it("Down on a closed list opens it on the first option, Up on the last", () => {
    const closedThree = { ...three, open: false };
    expect(actives(press(closedThree, ["ArrowDown"]))).toEqual([0]);
    expect(actives(press(closedThree, ["ArrowUp"]))).toEqual([2]);
  });

  it("Alt+Down opens the list with no option active, Alt+Up closes it", () => {
    const closedThree = { ...three, open: false };
    const steps = press(closedThree, ["Alt+ArrowDown", "ArrowDown", "Alt+ArrowUp"]);
    expect(actives(steps)).toEqual([null, 0, "closed"]);
    expect(steps.map((step) => step.handled)).toEqual([true, true, true]);
  });

  it("arrows do nothing without options, so the caret keys keep their meaning", () => {
    const steps = press(CLOSED, ["ArrowDown", "ArrowUp"]);
    expect(steps.map((step) => [step.handled, step.state])).toEqual([
      [false, CLOSED],
      [false, CLOSED],
    ]);
  });

  it("Enter chooses the active option and closes the list", () => {
    const [, , enter] = press(three, ["ArrowDown", "ArrowDown", "Enter"]);
    expect(enter).toMatchObject({
      handled: true,
      effect: { type: "choose", index: 1 },
      state: { open: false, active: null },
    });
  });

  it("Enter with no option active lets the form submit", () => {
    const [enter] = press(three, ["Enter"]);
    expect(enter).toMatchObject({ handled: false, effect: null, state: { open: false } });
    const [, enterClosed] = press(three, ["Escape", "Enter"]);
    expect(enterClosed).toMatchObject({ handled: false, effect: null });
  });

  it("Escape closes the list, and a second Escape clears the box", () => {
    const steps = press(three, ["ArrowDown", "Escape", "Escape"]);
    expect(actives(steps)).toEqual([0, "closed", "closed"]);
    expect(steps.map((step) => [step.handled, step.effect])).toEqual([
      [true, null],
      [true, null],
      [true, { type: "clear" }],
    ]);
  });

  it("Escape in an empty box with the list closed is the browser's", () => {
    const [first] = press({ ...three, open: false }, ["Escape"], false);
    expect(first).toMatchObject({ handled: false, effect: null });
  });

  it("caret keys bring visual focus back to the box and keep their default", () => {
    for (const key of ["ArrowLeft", "ArrowRight", "Home", "End"]) {
      const [, step] = press(three, ["ArrowDown", key]);
      expect(step).toMatchObject({ handled: false, state: { open: true, active: null } });
    }
  });

  it("Tab leaves the box with the list closed and nothing chosen", () => {
    const [, tab] = press(three, ["ArrowDown", "Tab"]);
    expect(tab).toMatchObject({ handled: false, effect: null, state: { open: false } });
  });

  it("other keys (letters) change nothing here", () => {
    const [, letter] = press(three, ["ArrowDown", "a"]);
    expect(letter).toMatchObject({ handled: false, state: { open: true, active: 0 } });
  });
});
