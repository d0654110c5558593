"use client";
/**
 * The search box's suggestions, loaded on its first focus (search-box.tsx): the box becomes an
 * editable combobox with a list popup (the WAI-ARIA 1.2 pattern, list autocomplete). The
 * focus stays in the box; Down and Up move through the options (combobox-keys.ts holds every
 * key's rule), Enter or a click opens an option's search, Escape closes the list and a second
 * Escape clears the box, Tab leaves. A polite live region says how many suggestions there are.
 *
 * Asking: 150 ms after the last keystroke, from 2 characters, one request at a time (a newer
 * one aborts the one before, and an answer for older text is dropped). A failed request closes
 * the list and the form works as without JavaScript.
 */
import { useRouter } from "next/navigation";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import {
  CLOSED,
  type ComboboxState,
  comboboxKey,
  comboboxOptions,
  comboboxTyped,
} from "@/components/ui/combobox-keys";
import { countLabel, type ItemWords } from "@/domain/car/item-words";
import {
  readSuggestAnswer,
  SUGGESTION_KIND_LABELS,
  type SuggestionLink,
  suggestionsAnnouncement,
  wantsSuggestions,
} from "@/domain/search/suggest-answer";
import { useSearchShell } from "./search-shell-context";

export type SuggestComboboxProps = {
  readonly input: RefObject<HTMLInputElement | null>;
  /** The list's id; each option's is `{listId}-{index}`. */
  readonly listId: string;
  readonly words: ItemWords;
};

const DEBOUNCE_MS = 150;

/** The search text of a suggestion's address, which the box shows once it is chosen. */
const queryOf = (url: string) => new URL(url, window.location.href).searchParams.get("query") ?? "";

export function SuggestCombobox({ input, listId, words }: SuggestComboboxProps) {
  const router = useRouter();
  const shell = useSearchShell();
  const [state, setState] = useState<ComboboxState>(CLOSED);
  const [options, setOptions] = useState<readonly SuggestionLink[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // The handlers below are attached once and read the latest of these.
  const current = useRef({ state, options });
  current.current = { state, options };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const update = useCallback((next: ComboboxState) => {
    current.current = { ...current.current, state: next };
    setState(next);
  }, []);

  const stopAsking = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }, []);

  /** Suggestions for `text`, shown when they arrive if `show` and the box still has focus. */
  const ask = useCallback(
    (text: string, show: boolean) => {
      stopAsking();
      if (!wantsSuggestions(text)) {
        setOptions([]);
        update(CLOSED);
        setAnnouncement("");
        return;
      }
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        request.current = controller;
        const q = encodeURIComponent(text.trim());
        try {
          const reply = await fetch(`/api/search/suggest?q=${q}`, {
            signal: controller.signal,
            headers: { accept: "application/json" },
          });
          const list = reply.ok ? readSuggestAnswer(await reply.json()) : null;
          if (controller.signal.aborted) return;
          if (!list) throw new Error("no suggestions");
          const focused = show && document.activeElement === input.current;
          setOptions(list);
          update(comboboxOptions(list.length, focused));
          if (focused) setAnnouncement(suggestionsAnnouncement(list.length));
        } catch {
          if (controller.signal.aborted) return;
          setOptions([]);
          update(CLOSED);
        }
      }, DEBOUNCE_MS);
    },
    [input, stopAsking, update],
  );

  const choose = useCallback(
    (option: SuggestionLink) => {
      stopAsking();
      update(comboboxOptions(0, false));
      setOptions([]);
      const box = input.current;
      if (box) box.value = queryOf(option.url);
      if (shell) shell.navigate(option.url);
      else router.push(option.url);
    },
    [input, router, shell, stopAsking, update],
  );
  // The search island's context changes while its pages load: the box's handlers stay attached.
  const chooseLatest = useRef(choose);
  chooseLatest.current = choose;

  // The box's combobox attributes, for as long as this is mounted.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", listId);
    box.setAttribute("autocomplete", "off");
    return () => {
      for (const name of [
        "role",
        "aria-autocomplete",
        "aria-controls",
        "autocomplete",
        "aria-expanded",
        "aria-activedescendant",
      ])
        box.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(state.open));
    if (state.open && state.active !== null) {
      const id = `${listId}-${state.active}`;
      box.setAttribute("aria-activedescendant", id);
      document.getElementById(id)?.scrollIntoView({ block: "nearest" });
    } else box.removeAttribute("aria-activedescendant");
  }, [input, listId, state]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      update(comboboxTyped(current.current.state));
      ask(box.value, true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const outcome = comboboxKey(current.current.state, {
        key: event.key,
        altKey: event.altKey,
        hasText: box.value !== "",
      });
      if (outcome.handled) event.preventDefault();
      // Enter submits the form as it is: a late answer must not open the list over it.
      if (event.key === "Enter" && !outcome.effect) stopAsking();
      update(outcome.state);
      const effect = outcome.effect;
      if (effect?.type === "choose") {
        const option = current.current.options[effect.index];
        if (option) chooseLatest.current(option);
      } else if (effect?.type === "clear") {
        box.value = "";
        ask("", false);
      }
    };
    const onBlur = () => update({ ...current.current.state, open: false, active: null });
    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", onBlur);
    // Text already in the box (a search page's query): its suggestions wait for Down.
    if (wantsSuggestions(box.value)) ask(box.value, false);
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", onBlur);
      stopAsking();
    };
  }, [input, ask, stopAsking, update]);

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!state.open}
        className="absolute top-full left-0 z-50 mt-1 max-h-96 w-max max-w-[calc(100vw-2rem)] min-w-full overflow-y-auto rounded-brand border border-black/20 bg-white py-1 text-left text-gray-900 shadow-lg sm:max-w-md"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus and names the active option (aria-activedescendant), as the combobox pattern has it
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the box's (Down, Up, Enter)
          <div
            key={option.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={state.active === index}
            // The box keeps the focus: a press on an option must not blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className="cursor-pointer border-l-4 border-transparent px-3 py-2 hover:bg-gray-100 aria-selected:border-accent aria-selected:bg-gray-100"
          >
            <span className="block font-semibold">{option.label}</span>{" "}
            <span className="flex gap-2 text-sm text-gray-700">
              <span>{SUGGESTION_KIND_LABELS[option.kind]}</span>{" "}
              <span>{countLabel(option.count, words)}</span>
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
