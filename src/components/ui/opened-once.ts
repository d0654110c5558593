/**
 * Contents drawn when a <details> fold first opens, then kept: a fold opened before its code ran
 * (a link followed, or a tap, while the page loaded) is drawn at once; one closed again stays
 * drawn.
 *
 *   const fold = useRef<HTMLDetailsElement>(null);
 *   const opened = useOpenedOnce(fold);
 *   return <details ref={fold}>…{opened ? contents : placeholder}</details>;
 */
import { type RefObject, useEffect, useState } from "react";

/**
 * Calls `onOpen` once, when `fold` is open: at once if it is open now, else at the first toggle
 * that opens it. Gives the function that stops waiting.
 */
export function whenFirstOpen(fold: HTMLDetailsElement, onOpen: () => void): () => void {
  if (fold.open) {
    onOpen();
    return () => {};
  }
  const toggled = () => {
    if (!fold.open) return;
    fold.removeEventListener("toggle", toggled);
    onOpen();
  };
  fold.addEventListener("toggle", toggled);
  return () => fold.removeEventListener("toggle", toggled);
}

/** Whether the fold `ref` holds has been open since its component mounted (or was open before). */
export function useOpenedOnce(ref: RefObject<HTMLDetailsElement | null>): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const fold = ref.current;
    if (!fold || opened) return;
    return whenFirstOpen(fold, () => setOpened(true));
  }, [ref, opened]);
  return opened;
}
