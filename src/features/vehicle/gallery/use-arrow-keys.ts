"use client";
/**
 * Left and right arrow keys step the gallery, unless the shopper is typing in a
 * field or another dialog has the page. `enabled` lets only the active view listen.
 */
import { useEffect, useRef } from "react";

const TYPING = "input, textarea, select, [contenteditable='true']";

export function useArrowKeys(
  enabled: boolean,
  onStep: (step: -1 | 1) => void,
  scope?: HTMLElement | null,
) {
  const latest = useRef(onStep);
  latest.current = onStep;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest(TYPING)) return;
      const openDialog = document.querySelector("dialog[open]");
      if (openDialog && !(scope && openDialog.contains(scope)) && !openDialog.contains(target))
        return;
      event.preventDefault();
      latest.current(event.key === "ArrowLeft" ? -1 : 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, scope]);
}
