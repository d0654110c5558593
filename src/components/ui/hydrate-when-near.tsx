/**
 * Server-rendered now, made interactive when needed: a client component whose code loads only
 * when its markup comes near the viewport (or the shopper focuses or touches it), not with the
 * page.
 *
 *   const DeferredLeadForm = hydrateWhenNear(
 *     typeof window === "undefined" ? () => require("./lead-form").LeadForm : null,
 *     () => import("./lead-form").then((m) => m.LeadForm),
 *   );
 *
 * On the server the component is read (on its first render, so merely importing the module
 * requires nothing, as in unit tests) and renders in full, inline, so the page's HTML (and a
 * form's plain POST without JavaScript) is complete. The `typeof window` test is replaced at
 * build time, so the browser's bundle has no static reference to the component.
 *
 * In the browser the wrapper first renders an empty `dangerouslySetInnerHTML` with hydration
 * warnings suppressed: React leaves the server's markup in place and attaches nothing to it (a
 * Suspense boundary would do the same, but React streams large boundaries out of line, hidden
 * until a script shows them, which breaks the page without JavaScript). When the gate opens the
 * code loads and the component renders over that markup. What the shopper typed, ticked or
 * chose there meanwhile is kept (`typedBeforeLive`, read by the form as its starting values),
 * and so is the focus (given to the control at the same place in the live copy). Rendered in
 * the browser without server markup (a client-side navigation), it loads at once. Once the
 * component is live its wrapper carries `data-hydrated` (browser tests wait for it).
 *
 * A component the browser already holds at load (`inPlace`: LiveWhenNear's contents, whose
 * code comes with the page) is not drawn twice where that would cost more than it saves: a part
 * already near the viewport when the page starts hydrates in place, with the rest of the page
 * (time-sliced, over the markup it has), instead of being drawn afresh in one long task right
 * after. Only the parts further down wait, and are drawn when they come near. The wrapper carries
 * the part's `useId` (`data-part`, the same on the server and in the browser), by which the
 * first render finds its markup and measures where it is.
 */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";

/** How far below (or above) the viewport the markup may be when its code starts loading, in px. */
const NEAR_PX = 600;

const typedByForm = new Map<string, Record<string, string>>();
/** Where the focus was in the markup swapped for its live copy, to give it back there. */
let focusAfterLoad: readonly number[] | null = null;

/**
 * The element's place under `root` as child indexes, top down (null when it is not under it).
 * The live copy draws the same markup, so the same place holds the same control.
 */
export function placeWithin(root: Element, node: Element): number[] | null {
  const place: number[] = [];
  for (let at: Element = node; at !== root; ) {
    const parent = at.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return place;
}

/** The element at `place` under `root` (placeWithin's inverse), if there is one. */
export function atPlace(root: Element, place: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of place) at = at?.children[index] ?? null;
  return at;
}

/**
 * The fields of a form whose state differs from the markup's defaults: what a shopper typed,
 * ticked or chose before the form's code arrived.
 */
export function typedFields(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (!field.name || field.type === "hidden") continue;
      if (field.type === "checkbox") {
        if (field.checked !== field.defaultChecked) typed[field.name] = field.checked ? "on" : "";
      } else if (field.type === "radio") {
        if (field.checked && !field.defaultChecked) typed[field.name] = field.value;
      } else if (field.value !== field.defaultValue) typed[field.name] = field.value;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
    } else if (field instanceof HTMLSelectElement) {
      // The markup's choice: the option marked selected (what defaultSelected reflects), or
      // the first when none is.
      const options = Array.from(field.options);
      const byDefault = options.find((option) => option.hasAttribute("selected")) ?? options[0];
      const chosen = field.selectedOptions[0];
      if (field.name && chosen && chosen !== byDefault) typed[field.name] = field.value;
    }
  }
  return typed;
}

/** What was typed into the server's markup of form `formId` before it went live. */
export function typedBeforeLive(formId: string): Record<string, string> {
  return typedByForm.get(formId) ?? {};
}

/** Once the live form has taken them, later renders of a form with that id start afresh. */
export function forgetTyped(formId: string): void {
  typedByForm.delete(formId);
}

function rememberTyped(element: HTMLElement) {
  for (const form of Array.from(element.querySelectorAll("form"))) {
    if (form.id) typedByForm.set(form.id, typedFields(form));
  }
  const active = document.activeElement;
  focusAfterLoad = active && element.contains(active) ? placeWithin(element, active) : null;
}

/**
 * Marks the wrapper of a live component and gives the focus back to where it was in the markup.
 * Run by the wrapper's own layout effect: a child's layout effect runs before the wrapper's ref
 * is attached when both mount together (a part hydrated in place).
 */
function markLive(element: HTMLElement): void {
  element.setAttribute("data-hydrated", "");
  if (focusAfterLoad) {
    const target = atPlace(element, focusAfterLoad);
    if (target instanceof HTMLElement) target.focus();
    focusAfterLoad = null;
  }
}

/**
 * Whether the part's server markup is near the viewport now, or absent (the part is rendered in
 * the browser, with nothing to keep).
 */
export function nearOrAbsent(part: string): boolean {
  if (typeof document === "undefined") return false;
  const markup = document.querySelector(`[data-part="${CSS.escape(part)}"]`);
  if (!markup?.firstElementChild) return true;
  const box = markup.getBoundingClientRect();
  return box.top < window.innerHeight + NEAR_PX && box.bottom > -NEAR_PX;
}

export function hydrateWhenNear<P extends object>(
  onServer: (() => ComponentType<P>) | null,
  load: () => Promise<ComponentType<P>>,
  options: {
    /** The component, when the browser holds it at load (see above). */
    inPlace?: ComponentType<P>;
  } = {},
): ComponentType<P> {
  const { inPlace = null } = options;
  let loaded: ComponentType<P> | null = null;

  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module at load, like lazy(); each call makes one stable component type
  function Deferred(props: P): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    const part = useId();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => {
      if (!loaded && onServer) loaded = onServer();
      if (loaded) return loaded;
      return inPlace && nearOrAbsent(part) ? inPlace : null;
    });
    useEffect(() => {
      if (Component) return;
      const element = ref.current;
      let started = false;
      let cancelled = false;
      const start = () => {
        if (started) return;
        started = true;
        void load().then((component) => {
          if (cancelled) return;
          loaded = component;
          // Read what was typed, then swap the markup for the live component in one task, so
          // nothing is painted in between.
          if (element) {
            rememberTyped(element);
            element.replaceChildren();
          }
          flushSync(() => setComponent(() => component));
        });
      };
      // No server markup to keep (rendered in the browser), or no way to watch it: load now.
      if (!element?.firstElementChild || !("IntersectionObserver" in window)) {
        start();
        return () => {
          cancelled = true;
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: `${NEAR_PX}px 0px` },
      );
      observer.observe(element);
      element.addEventListener("focusin", start);
      element.addEventListener("pointerdown", start);
      return () => {
        cancelled = true;
        observer.disconnect();
        element.removeEventListener("focusin", start);
        element.removeEventListener("pointerdown", start);
      };
    }, [Component]);

    useLayoutEffect(() => {
      if (Component && ref.current) markLive(ref.current);
    }, [Component]);

    if (!Component) {
      return createElement("div", {
        ref,
        "data-part": part,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: "" },
      });
    }
    return createElement("div", { ref, "data-part": part }, createElement(Component, props));
  }
  Deferred.displayName = "HydrateWhenNear";
  return Deferred;
}
