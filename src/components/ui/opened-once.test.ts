// @vitest-environment happy-dom
/**
 * A fold's contents are drawn once it opens: at once when it was open before the code ran, else
 * at the first toggle that opens it, and only once.
 */
import { describe, expect, it, vi } from "vitest";
import { whenFirstOpen } from "./opened-once";

function fold(open: boolean): HTMLDetailsElement {
  const details = document.createElement("details");
  details.open = open;
  return details;
}

/** Sets the fold's state and sends its toggle event, as a browser does after a change. */
function toggle(details: HTMLDetailsElement, open: boolean) {
  details.open = open;
  details.dispatchEvent(new Event("toggle"));
}

describe("whenFirstOpen", () => {
  it("calls at once for a fold already open", () => {
    const onOpen = vi.fn();
    whenFirstOpen(fold(true), onOpen);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("waits for a closed fold to open, and calls once however often it toggles", () => {
    const details = fold(false);
    const onOpen = vi.fn();
    whenFirstOpen(details, onOpen);
    expect(onOpen).not.toHaveBeenCalled();
    toggle(details, true);
    toggle(details, false);
    toggle(details, true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("ignores a toggle that leaves the fold closed", () => {
    const details = fold(false);
    const onOpen = vi.fn();
    whenFirstOpen(details, onOpen);
    toggle(details, false);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("stops waiting when asked", () => {
    const details = fold(false);
    const onOpen = vi.fn();
    const stop = whenFirstOpen(details, onOpen);
    stop();
    toggle(details, true);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
