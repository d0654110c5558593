/**
 * Server-rendered now, made interactive when needed: a client component whose code loads only
 * when its markup comes near the viewport (or the shopper focuses or touches it), not with the
 * page.
 *
 *   const DeferredLeadForm = hydrateWhenNear(
 *     typeof window === "undefined" ? require("./lead-form").LeadForm : null,
 *     () => import("./lead-form").then((m) => m.LeadForm),
 *   );
 *
 * On the server the component is given directly and renders in full, inline, so the page's
 * HTML (and a form's plain POST without JavaScript) is complete. The `typeof window` test is
 * replaced at build time, so the browser's bundle has no static reference to the component.
 *
 * In the browser the wrapper first renders an empty `dangerouslySetInnerHTML` with hydration
 * warnings suppressed: React leaves the server's markup in place and attaches nothing to it (a
 * Suspense boundary would do the same, but React streams large boundaries out of line, hidden
 * until a script shows them, which breaks the page without JavaScript). When the gate opens the
 * code loads and the component renders over that markup. What the shopper typed, ticked or
 * chose there meanwhile is kept (`typedBeforeLive`, read by the form as its starting values),
 * and so is the focus. Rendered in the browser without server markup (a client-side
 * navigation), it loads at once. Once the component is live its wrapper carries
 * `data-hydrated` (browser tests wait for it).
 */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";

/** How far below the viewport the markup may be when its code starts loading. */
const NEAR = "600px";

const typedByForm = new Map<string, Record<string, string>>();
let focusAfterLoad: string | null = null;

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
  focusAfterLoad = active && element.contains(active) && active.id ? active.id : null;
}

/** Mounts with the live component: marks the wrapper and gives the focus back. */
function LiveMark({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }): null {
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    element.setAttribute("data-hydrated", "");
    if (focusAfterLoad) {
      const target = document.getElementById(focusAfterLoad);
      if (target && element.contains(target)) target.focus();
      focusAfterLoad = null;
    }
  }, [wrapper]);
  return null;
}

export function hydrateWhenNear<P extends object>(
  onServer: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = onServer;

  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module at load, like lazy(); each call makes one stable component type
  function Deferred(props: P): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
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
        { rootMargin: `${NEAR} 0px` },
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

    if (!Component) {
      return createElement("div", {
        ref,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: "" },
      });
    }
    return createElement(
      "div",
      { ref },
      createElement(Component, props),
      createElement(LiveMark, { wrapper: ref }),
    );
  }
  Deferred.displayName = "HydrateWhenNear";
  return Deferred;
}
