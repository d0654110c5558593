/**
 * The keyboard of an editable combobox with a list popup (the WAI-ARIA 1.2 combobox pattern,
 * list autocomplete): the focus stays in the text box, and the option with visual focus is
 * the box's aria-activedescendant. As a pure step from one state to the next, so the rules read
 * in one place and the component only applies them.
 *
 * - Down Arrow opens the list (when it has options) on the first option, then moves down,
 *   wrapping from the last to the first; Alt+Down opens it with no option active.
 * - Up Arrow opens the list on the last option, then moves up, wrapping from the first to the
 *   last; Alt+Up closes it.
 * - Enter on an active option chooses it; with none active the form submits as it would
 *   without the list.
 * - Escape closes an open list; a second Escape, with the list closed, clears the box.
 * - Left, Right, Home and End move the caret in the box, so visual focus returns to it.
 * - Tab leaves the box and closes the list; new text (typing) leaves no option active.
 */

export type ComboboxState = {
  readonly open: boolean;
  /** The option with visual focus, or null when it is in the text box. */
  readonly active: number | null;
  /** How many options the list has. */
  readonly count: number;
};

export const CLOSED: ComboboxState = { open: false, active: null, count: 0 };

export type ComboboxKey = {
  readonly key: string;
  readonly altKey?: boolean;
  /** Whether the text box holds any text (a closed list's Escape clears it). */
  readonly hasText: boolean;
};

export type KeyOutcome = {
  readonly state: ComboboxState;
  /** The key did something here: its default action (caret, submit) is prevented. */
  readonly handled: boolean;
  /** Go to the active option ("choose"), empty the text box ("clear"), or nothing. */
  readonly effect:
    | { readonly type: "choose"; readonly index: number }
    | { readonly type: "clear" }
    | null;
};

const shown = (state: ComboboxState, active: number | null): ComboboxState => ({
  ...state,
  open: true,
  active,
});

const closed = (state: ComboboxState): ComboboxState => ({ ...state, open: false, active: null });

const outcome = (
  state: ComboboxState,
  handled: boolean,
  effect: KeyOutcome["effect"] = null,
): KeyOutcome => ({ state, handled, effect });

export function comboboxKey(
  state: ComboboxState,
  { key, altKey, hasText }: ComboboxKey,
): KeyOutcome {
  const last = state.count - 1;
  switch (key) {
    case "ArrowDown": {
      if (state.count === 0) return outcome(state, false);
      if (altKey) return outcome(shown(state, state.open ? state.active : null), true);
      if (!state.open || state.active === null || state.active >= last)
        return outcome(shown(state, 0), true);
      return outcome(shown(state, state.active + 1), true);
    }
    case "ArrowUp": {
      if (state.count === 0) return outcome(state, false);
      if (altKey) return outcome(closed(state), state.open);
      if (!state.open || state.active === null || state.active <= 0)
        return outcome(shown(state, last), true);
      return outcome(shown(state, state.active - 1), true);
    }
    case "Enter":
      if (state.open && state.active !== null)
        return outcome(closed(state), true, { type: "choose", index: state.active });
      return outcome(closed(state), false);
    case "Escape":
      if (state.open) return outcome(closed(state), true);
      return hasText ? outcome(state, true, { type: "clear" }) : outcome(state, false);
    case "ArrowLeft":
    case "ArrowRight":
    case "Home":
    case "End":
      return outcome({ ...state, active: null }, false);
    case "Tab":
      return outcome(closed(state), false);
    default:
      return outcome(state, false);
  }
}

/** Text typed into the box: the options shown are for the text before it, so none is active. */
export function comboboxTyped(state: ComboboxState): ComboboxState {
  return { ...state, active: null };
}

/**
 * A new set of options for the text now in the box: shown when there are any and the box has
 * the focus, with none active (the shopper has not chosen one yet).
 */
export function comboboxOptions(count: number, focused: boolean): ComboboxState {
  return { open: focused && count > 0, active: null, count };
}
