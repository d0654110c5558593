"use client";
/**
 * A stock search box that suggests as the shopper types. The page ships only this: a plain
 * search input of a GET form (it submits without JavaScript, and before its code loads). The
 * suggestions' code (suggest-combobox.tsx) is fetched the first time the box is focused or
 * touched, and then turns the box into a combobox over the same input, so nothing typed and
 * no focus is lost. If that code cannot load, the box stays a plain form field.
 */
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { SuggestComboboxProps } from "./suggest-combobox";

export type SearchBoxProps = {
  readonly id: string;
  readonly placeholder: string;
  readonly defaultValue?: string;
  readonly maxLength?: number;
  /** The input's classes. */
  readonly className: string;
  /** The classes of the box and its list around it (its place in the form's layout). */
  readonly boxClassName: string;
  /** What the site counts stock in: the suggestions' counts say "12 cars", "3 caravans". */
  readonly words: SuggestComboboxProps["words"];
};

export function SearchBox({ boxClassName, words, ...input }: SearchBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<SuggestComboboxProps> | null>(null);
  const load = () => {
    if (asked.current) return;
    asked.current = true;
    import("./suggest-combobox").then(
      (module) => setCombobox(() => module.SuggestCombobox),
      () => {
        asked.current = false;
      },
    );
  };
  // Focused before the page's code ran: load now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (document.activeElement === ref.current) load();
  }, []);
  return (
    <div className={boxClassName}>
      <input ref={ref} type="search" name="query" onFocus={load} onPointerDown={load} {...input} />
      {Combobox ? <Combobox input={ref} listId={`${input.id}-suggestions`} words={words} /> : null}
    </div>
  );
}
